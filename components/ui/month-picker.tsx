import { Input } from "@/components/ui/input";

/** A labelled month field (YYYY-MM) for a toolbar; clearing the field keeps the month shown. */
export function MonthPicker({
  value,
  onChange,
  label = "Month",
}: {
  value: string;
  onChange: (month: string) => void;
  label?: string;
}) {
  return (
    <label className="text-sm text-stone-700">
      {label}
      <Input
        type="month"
        size="sm"
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        fit
        className="mt-1 block"
      />
    </label>
  );
}
