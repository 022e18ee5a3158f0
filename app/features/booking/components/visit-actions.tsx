import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { VisitStatus } from "~/features/booking/visits-data";

/**
 * Confirm / Decline for a visit waiting on the owner, Cancel for a visit
 * that is on: plain forms posting to /admin/visits (they work without
 * JavaScript). Decline and Cancel tell the customer at once, so they take a
 * second tap ("Yes, ..."), as a delete does: a slip of the thumb on a phone
 * changes nothing. `back` is where the page returns after the change.
 */
export function VisitActions({
  id,
  status,
  who,
  back = "/admin/visits",
}: {
  id: string;
  status: VisitStatus;
  /** The customer's name, so each button says whose visit it changes. */
  who: string;
  back?: "/admin" | "/admin/visits";
}) {
  const form = (button: ReactNode, before?: string) => (
    <Form method="post" action="/admin/visits" preventScrollReset className={before ? "mt-2" : undefined}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value={back} />
      {before ? <p className="mb-2 text-sm">{before}</p> : null}
      {button}
    </Form>
  );
  const submit = (
    intent: "confirm" | "decline" | "cancel",
    label: string,
    variant: "default" | "outline",
  ) => (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      className="h-11 w-full sm:w-auto"
      aria-label={`${label}: ${who}`}
    >
      {label}
    </Button>
  );
  const twoSteps = (intent: "decline" | "cancel", label: string, question: string, yes: string) => (
    <details className="group">
      <summary className="inline-flex h-11 w-full cursor-pointer items-center justify-center rounded-md border border-border bg-background px-4 text-sm font-medium hover:bg-muted sm:w-auto">
        {label}
      </summary>
      {form(submit(intent, yes, "default"), question)}
    </details>
  );
  if (status === "requested") {
    return (
      <div className="grid grid-cols-2 items-start gap-2 sm:flex">
        {form(submit("confirm", "Confirm", "default"))}
        {twoSteps(
          "decline",
          "Decline",
          `Decline ${who}'s visit? They are told, and offered other times.`,
          "Yes, decline",
        )}
      </div>
    );
  }
  if (status === "confirmed")
    return (
      <div className="sm:flex">
        {twoSteps(
          "cancel",
          "Cancel visit",
          `Cancel ${who}'s visit? They are told, and it comes off your calendar.`,
          "Yes, cancel",
        )}
      </div>
    );
  return null;
}
