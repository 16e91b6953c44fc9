"use client";
import { useMemo } from "react";
import { useApiQuery } from "@/lib/api/query";

export type CategoryOption = { value: string; label: string };

/** The shop's categories and their sub-categories as one list of choices ("Herbal Supplements › Stress and Sleep"). */
export function useCategoryOptions() {
  const categories = useApiQuery("categories.list");
  const options = useMemo<CategoryOption[]>(
    () =>
      (categories.data ?? []).flatMap((category) => [
        { value: String(category.id), label: category.name },
        ...category.children.map((child) => ({ value: String(child.id), label: `${category.name} › ${child.name}` })),
      ]),
    [categories.data],
  );
  return { ...categories, options };
}
