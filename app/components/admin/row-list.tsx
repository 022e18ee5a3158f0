import type { ReactNode } from "react";
import { FieldError, Input, Label, Select, Textarea } from "~/components/ui/form-controls";
import { fieldValue } from "~/lib/admin-form";
import { useFormState } from "./fields";

interface Column {
  key: string;
  label: string;
  type?: "text" | "url" | "time" | "date";
  /** In a compact list, spans the row (the others go two to a line). */
  wide?: boolean;
  placeholder?: string;
  /** A choice from a list instead of free text. */
  options?: readonly { value: string; label: string }[];
  /** The id of a <datalist> of suggestions for the text. */
  list?: string;
  inputMode?: "decimal" | "numeric";
  /** A few sentences rather than a word or two: a box of this many lines. */
  lines?: number;
}

/**
 * A short list of rows (hours, links): the rows there are, plus empty ones
 * to add more. A row left empty is not kept, so clearing a row removes it.
 */
export function RowList({
  name,
  legend,
  hint,
  columns,
  spare = 2,
  compact = false,
}: {
  name: string;
  legend: string;
  hint?: ReactNode;
  columns: Column[];
  spare?: number;
  /** Two fields to a line, even on a phone (a column marked wide takes the whole line), labels shown once. */
  compact?: boolean;
}) {
  const { values, errorFor } = useFormState();
  const rows = readRows(values, name);
  const count = rows + spare;
  const listError = errorFor(name);
  return (
    <fieldset className="sm:col-span-2" aria-describedby={listError ? `field-${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? <p className="mb-2 text-sm text-muted-foreground">{hint}</p> : null}
      <ol className="space-y-3">
        {Array.from({ length: count }, (_, row) => row).map((row) => (
          // Rows have no identity of their own: their place is their name.
          <li
            key={`${name}.${row}`}
            className={
              compact
                ? "grid grid-cols-2 gap-2 rounded-md border border-border p-3"
                : "grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]"
            }
          >
            {columns.map((column) => {
              const field = `${name}.${row}.${column.key}`;
              const id = `field-${field}`;
              const error = errorFor(field);
              const value = fieldValue(values, field);
              const common = {
                id,
                name: field,
                defaultValue: value,
                "aria-invalid": error ? (true as const) : undefined,
                "aria-describedby": error ? `${id}-error` : undefined,
              };
              return (
                <div
                  key={column.key}
                  className={
                    compact && column.wide ? "col-span-2" : column.lines ? "col-span-full min-w-0" : "min-w-0"
                  }
                >
                  {/* A compact list names its columns once, over the first row (screen readers hear every label). */}
                  <Label
                    htmlFor={id}
                    className={compact && row > 0 ? "sr-only" : "text-xs text-muted-foreground"}
                  >
                    {column.label}
                    {row >= rows ? " (new)" : ""}
                  </Label>
                  {column.options ? (
                    <Select {...common}>
                      {column.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Select>
                  ) : column.lines ? (
                    <Textarea {...common} rows={column.lines} />
                  ) : (
                    <Input
                      {...common}
                      type={column.type ?? "text"}
                      placeholder={column.placeholder}
                      list={column.list}
                      inputMode={column.inputMode}
                      autoComplete="off"
                    />
                  )}
                  <FieldError id={`${id}-error`}>{error}</FieldError>
                </div>
              );
            })}
          </li>
        ))}
      </ol>
      <FieldError id={`field-${name}-error`}>{listError}</FieldError>
    </fieldset>
  );
}

export function readRows(values: unknown, name: string): number {
  let node: unknown = values;
  for (const segment of name.split(".")) {
    if (node === null || typeof node !== "object") return 0;
    node = (node as Record<string, unknown>)[segment];
  }
  return Array.isArray(node) ? node.length : 0;
}
