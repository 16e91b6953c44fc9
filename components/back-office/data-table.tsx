"use client";
import {
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type CellData,
  type RowData,
  type RowSelectionState,
  type TableFeatures,
} from "@tanstack/react-table";
import { cn } from "@/lib/ui/cn";
import { Checkbox } from "@/components/ui/checkbox";

declare module "@tanstack/table-core" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters must match TanStack's declaration
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue extends CellData = CellData> {
    align?: "right";
  }
}

const features = tableFeatures({ rowSelectionFeature });
type Features = typeof features;

export type { RowSelectionState };
export type Columns<T extends RowData> = ColumnDef<Features, T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- each column has its own value type
/** Column definitions for `DataTable`; give every column a text `header`, it labels the cell on narrow screens too. */
export const columnsOf = <T extends RowData>() => createColumnHelper<Features, T>();

export type Selection = {
  label: string;
  rowLabel: (id: string) => string;
  state: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
};

type Props<T extends RowData> = {
  rows: T[];
  columns: Columns<T>;
  getRowId: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** Check boxes on every row and a select-all for the page. */
  selection?: Selection;
  rowTestId?: string;
};

/**
 * The back office's table (TanStack Table): a plain table on wide screens, one card per row on
 * narrow ones, where each cell carries its column's name.
 */
export function DataTable<T extends RowData>({ rows, columns, getRowId, label, selection, rowTestId }: Props<T>) {
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId,
    enableRowSelection: selection !== undefined,
    state: { rowSelection: selection?.state ?? {} },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === "function" ? updater(selection.state) : updater);
    },
  });
  return (
    <div className="rounded-xl md:overflow-x-auto md:border md:border-stone-200 md:bg-white md:shadow-sm">
      <table aria-label={label} className="block w-full text-left text-sm md:table">
        <thead className="block bg-stone-50 text-stone-500 md:table-header-group">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="flex items-center gap-3 rounded-lg px-3 py-2 md:table-row md:p-0">
              {selection && (
                <th className="md:w-10 md:p-3">
                  <label className="flex items-center gap-2 font-normal">
                    <Checkbox
                      checked={table.getIsAllRowsSelected()}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                      aria-label={selection.label}
                    />
                    <span className="md:sr-only">{selection.label}</span>
                  </label>
                </th>
              )}
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  className={cn(
                    "hidden p-3 font-medium md:table-cell",
                    header.column.columnDef.meta?.align === "right" && "text-right",
                  )}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="mt-3 block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-100">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-testid={rowTestId}
              className="block rounded-xl border border-stone-200 bg-white p-3 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none"
            >
              {selection && (
                <td className="flex justify-between gap-4 py-1 before:text-stone-500 before:content-['Select'] md:table-cell md:p-3 md:align-top md:before:content-none">
                  <Checkbox
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                    aria-label={selection.rowLabel(row.id)}
                  />
                </td>
              )}
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-label={
                    typeof cell.column.columnDef.header === "string" ? cell.column.columnDef.header : undefined
                  }
                  className={cn(
                    "flex justify-between gap-4 py-1 before:text-stone-500 before:content-[attr(data-label)] md:table-cell md:p-3 md:align-top md:before:content-none",
                    cell.column.columnDef.meta?.align === "right" && "md:text-right",
                  )}
                >
                  <span className="text-right md:text-inherit">
                    <table.FlexRender cell={cell} />
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
