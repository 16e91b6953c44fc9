import { formatCount } from "./format";

/**
 * A count with its noun in the right number: "1 job", "2 jobs", "0 jobs", "1,20,000 products"
 * (digits grouped as India writes them). Every count the shop shows in words goes through here.
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
