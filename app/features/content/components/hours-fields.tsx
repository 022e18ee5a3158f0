import { useFormState } from "~/components/admin/fields";
import { RowList } from "~/components/admin/row-list";
import { FieldError, Input, Select } from "~/components/ui/form-controls";
import { fieldValue } from "~/lib/admin-form";
import { type DayStatus, dayName, weekdayKeys } from "~/lib/opening-hours";

const statusLabels: Record<DayStatus, string> = {
  open: "Open",
  closed: "Closed",
  appointment: "By appointment",
};

/** The weekly schedule, a day a box: open, closed or by appointment, and the times of an open day. */
export function WeeklyHoursFields() {
  const { values, errorFor } = useFormState();
  return (
    <fieldset>
      <legend className="mb-1 text-lg font-bold">Every week</legend>
      <p className="mb-2 text-sm text-muted-foreground">Times count on open days only.</p>
      <ol className="space-y-1.5">
        {weekdayKeys.map((day) => {
          const prefix = `hours.weekly.${day}`;
          const name = dayName(day);
          const errors = (["status", "opens", "closes"] as const).map((key) => ({
            key,
            field: `${prefix}.${key}`,
            error: errorFor(`${prefix}.${key}`),
          }));
          return (
            <li key={day} className="rounded-md border border-border px-2 py-1.5">
              <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-2">
                <label htmlFor={`field-${prefix}.status`} className="font-medium">
                  {name}
                </label>
                <Select
                  id={`field-${prefix}.status`}
                  name={`${prefix}.status`}
                  defaultValue={fieldValue(values, `${prefix}.status`) || "closed"}
                >
                  {Object.entries(statusLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="mt-1.5 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
                {(["opens", "closes"] as const).map((key, index) => {
                  const field = `${prefix}.${key}`;
                  const error = errorFor(field);
                  return [
                    index === 1 ? (
                      <span key="to" aria-hidden="true" className="text-sm text-muted-foreground">
                        to
                      </span>
                    ) : null,
                    <Input
                      key={key}
                      id={`field-${field}`}
                      name={field}
                      type="time"
                      aria-label={`${name} ${key === "opens" ? "opens" : "closes"}`}
                      defaultValue={fieldValue(values, field)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `field-${field}-error` : undefined}
                    />,
                  ];
                })}
              </div>
              {errors.map(({ key, field, error }) => (
                <FieldError key={key} id={`field-${field}-error`}>
                  {error}
                </FieldError>
              ))}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

/** Holidays and other days off the weekly schedule. */
export function HoursExceptionFields() {
  return (
    <RowList
      name="hours.exceptions"
      legend="Holidays and other exceptions"
      hint="Leave the times empty when closed. Pages show it a month ahead. Clear a row to remove it."
      spare={1}
      compact
      columns={[
        { key: "label", label: "What it is, e.g. Thanksgiving", wide: true },
        { key: "from", label: "First day", type: "date" },
        { key: "to", label: "Last day (if more)", type: "date" },
        { key: "opens", label: "Opens", type: "time" },
        { key: "closes", label: "Closes", type: "time" },
      ]}
    />
  );
}
