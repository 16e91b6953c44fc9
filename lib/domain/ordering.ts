/**
 * The merchant's order of categories, hero slides and health tags: each has a `position`, lowest
 * first (ties keep their listed order). Moving one row up or down renumbers its list 0, 1, 2…, so
 * equal or sparse positions still move it exactly one place.
 */
export type Positioned = { id: number; position: number };

/**
 * The position changes that move `items[index]` one place (`-1` up, `+1` down) in `items`, listed
 * in their current order: only the rows whose position changes. Empty at either end.
 */
export function moveOnePlace<T extends Positioned>(
  items: readonly T[],
  index: number,
  direction: -1 | 1,
): { item: T; position: number }[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [];
  const reordered = [...items];
  [reordered[index], reordered[target]] = [reordered[target], reordered[index]];
  return reordered.flatMap((item, position) => (item.position === position ? [] : [{ item, position }]));
}
