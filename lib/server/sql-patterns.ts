/** `text` with LIKE's wildcards (% _ \) escaped, to be taken literally inside a LIKE/ILIKE pattern. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** A LIKE/ILIKE pattern for `text` anywhere in a column. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** A LIKE/ILIKE pattern for a value that starts with `text`. */
export function prefixPattern(text: string): string {
  return `${likeLiteral(text)}%`;
}
