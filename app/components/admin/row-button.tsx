import { ArrowDown, ArrowUp, ArrowUpToLine } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** A small button that posts one action on one row of a list (move up, hide...). */
export function RowButton({
  id,
  intent,
  label,
  children,
  disabled,
}: {
  id: string;
  intent: string;
  label: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("id") === id && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="outline"
        size="sm"
        disabled={disabled || busy}
      >
        {children}
        <span className="sr-only">{label}</span>
      </Button>
    </Form>
  );
}

/** Move to the top, up and down for row `index` of `count`, named for screen readers by the row's `name`. */
export function MoveButtons({
  id,
  name,
  index,
  count,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
}) {
  return (
    <>
      {count > 2 ? (
        <RowButton id={id} intent="move-top" label={`Move ${name} to the top`} disabled={index === 0}>
          <ArrowUpToLine aria-hidden="true" />
        </RowButton>
      ) : null}
      <RowButton id={id} intent="move-up" label={`Move ${name} up`} disabled={index === 0}>
        <ArrowUp aria-hidden="true" />
      </RowButton>
      <RowButton id={id} intent="move-down" label={`Move ${name} down`} disabled={index === count - 1}>
        <ArrowDown aria-hidden="true" />
      </RowButton>
    </>
  );
}
