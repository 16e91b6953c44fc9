/** A LIKE/ILIKE pattern for `text` anywhere in a column, with LIKE's wildcards (% _ \) in `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}
