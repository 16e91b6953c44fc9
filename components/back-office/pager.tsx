import { formatCount } from "@/lib/domain/format";
import { Button } from "@/components/ui/button";

/** Previous / Next over `count` rows shown `pageSize` at a time; `more`: the count stopped, and more rows follow it. */
export function Pager({
  page,
  count,
  pageSize,
  more = false,
  onPage,
}: {
  page: number;
  count: number;
  pageSize: number;
  more?: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-stone-600">
        Page {page} of {formatCount(pages)}
        {more && "+"}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages && !more} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
