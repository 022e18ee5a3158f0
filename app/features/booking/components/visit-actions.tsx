import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { VisitStatus } from "~/features/booking/visits-data";

/**
 * Confirm / Decline for a visit waiting on the owner, Cancel for a visit
 * that is on: plain forms posting to /admin/visits (they work without
 * JavaScript). `back` is where the page returns after the change.
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
  const button = (
    intent: "confirm" | "decline" | "cancel",
    label: string,
    variant: "default" | "outline",
  ) => (
    <Form method="post" action="/admin/visits" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value={back} />
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
    </Form>
  );
  if (status === "requested") {
    return (
      <div className="grid grid-cols-2 gap-2 sm:flex">
        {button("confirm", "Confirm", "default")}
        {button("decline", "Decline", "outline")}
      </div>
    );
  }
  if (status === "confirmed")
    return <div className="sm:flex">{button("cancel", "Cancel visit", "outline")}</div>;
  return null;
}
