import { formatCount } from "./format";

/**
 * A count with its noun in the right number: "1 job", "2 jobs", "0 jobs", "1,20,000 products"
 * (digits grouped as India writes them), or "1,000+ orders" for a count that stopped there
 * (`atLeast`). Every count the shop shows in words goes through here.
 */
export function counted(count: number, one: string, many = `${one}s`, atLeast = false): string {
  return `${formatCount(count)}${atLeast ? "+" : ""} ${count === 1 && !atLeast ? one : many}`;
}
