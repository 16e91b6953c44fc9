/**
 * Joins class names without resolving overrides: for classes that never compete, in components
 * every page loads (tailwind-merge, behind `cn`, would add about 9 kB of gzipped JavaScript to each).
 */
export { clsx as cx } from "clsx";
