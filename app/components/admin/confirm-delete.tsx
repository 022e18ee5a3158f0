import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Deleting, in two steps that work without JavaScript: the first opens a
 * panel saying what will be lost, the second deletes.
 */
export function ConfirmDelete({
  label,
  warning,
  busy,
  intent = "delete",
  children,
}: {
  /** What the first step says, e.g. "Delete this post". */
  label: string;
  warning: ReactNode;
  busy: boolean;
  intent?: string;
  /** Hidden fields naming what to delete. */
  children?: ReactNode;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-red-700 dark:text-red-300">{label}</summary>
      <Form method="post" preventScrollReset className="mt-2 rounded-md border border-destructive/50 p-3">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <p className="mb-2">{warning}</p>
        <Button type="submit" size="sm" variant="destructive" disabled={busy}>
          {busy ? "Deleting..." : "Yes, delete it"}
        </Button>
      </Form>
    </details>
  );
}
