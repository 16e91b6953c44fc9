import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names, letting later Tailwind classes override earlier ones (see `cx` for pages' first load). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
