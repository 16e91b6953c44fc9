// Outside Next.js there is no cache: tagging and lifetimes are no-ops, revalidations are recorded.
export const revalidatedTags: string[] = [];
export function cacheTag(..._tags: string[]): void {}
export function cacheLife(_profile: unknown): void {}
export function revalidateTag(tag: string, _profile?: unknown): void {
  revalidatedTags.push(tag);
}
export function updateTag(tag: string): void {
  revalidatedTags.push(tag);
}
