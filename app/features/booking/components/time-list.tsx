import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormField } from "~/components/forms/form-field";
import { Input } from "~/components/ui/form-controls";
import type { SlotDay } from "~/features/booking/slot-labels";
import { STREET_MAX } from "~/features/booking/street-address";

/** What the street field shows: the town or ZIP code already given, what was typed, why it was refused. */
export interface StreetAsk {
  place: string;
  value?: string;
  error?: string;
}

/**
 * The visit's street address, asked with the times when the visitor gave
 * only a town or ZIP code (the contact form): one field, filled once, sent
 * with whichever time is tapped.
 */
export function StreetField({ ask }: { ask: StreetAsk }) {
  return (
    <FormField
      name="street"
      label="Street address for the visit"
      hint={ask.place ? `House number and street in ${ask.place}.` : "House number, street and town."}
      error={ask.error}
      className="mb-4 max-w-md"
    >
      {(props) => (
        <Input
          {...props}
          required
          maxLength={STREET_MAX}
          autoComplete="street-address"
          defaultValue={ask.value}
        />
      )}
    </FormField>
  );
}

/**
 * The free times as a plain form, one button per time under its day: one tap
 * (or Enter) books it, with or without JavaScript. Each button's name says
 * the day as well, for a screen reader moving from button to button.
 */
export function TimeList({
  days,
  action,
  hidden,
  verb = "Book",
  street,
}: {
  days: SlotDay[];
  /** The street field, when the visit's address is still to be asked. */
  street?: StreetAsk;
  /** Where the form posts (the page's own action when absent). */
  action?: string;
  /** The form's hidden fields (the intent, the token, the post's key). */
  hidden: Record<string, string>;
  verb?: string;
}) {
  return (
    <Form method="post" action={action} className="space-y-6">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {street ? <StreetField ask={street} /> : null}
      {days.map((day) => (
        <fieldset key={day.day}>
          <legend className="mb-2 text-lg font-semibold">{day.day}</legend>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {day.times.map((time) => (
              <li key={time.at}>
                <TimeButton at={time.at}>
                  <span className="sr-only">
                    {verb} {day.day} at{" "}
                  </span>
                  {time.label}
                </TimeButton>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </Form>
  );
}

/** One time's submit button (its value is the instant the form sends). */
export function TimeButton({ at, children }: { at: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      name="start"
      value={at}
      className="flex min-h-12 w-full items-center justify-center rounded-md border-2 border-primary bg-background px-3 py-2 text-base font-semibold text-primary hover:bg-primary hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring dark:border-blue-300 dark:text-blue-200 dark:hover:bg-blue-300 dark:hover:text-blue-950"
    >
      {children}
    </button>
  );
}
