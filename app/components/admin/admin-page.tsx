import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import type { FieldIssue } from "~/lib/schemas/fields";
import { trailOf, useAdminLeaf } from "./admin-handle";
import { AdminNotice } from "./admin-notice";
import { FlashLink } from "./pass-on-link";
import { useAdminMessages } from "./use-admin-messages";

/**
 * A page of the admin: where it sits (from its route's handle), its title,
 * what it is for, and the message carried over the last redirect.
 */
export function AdminPage({
  title,
  intro,
  actions,
  width = "max-w-5xl",
  showRefusal = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  width?: "max-w-3xl" | "max-w-5xl";
  /** Write a refused post's message under the title (forms that have no summary of their own). */
  showRefusal?: boolean;
  children: ReactNode;
}) {
  const trail = trailOf(useAdminLeaf().handle);
  const { flash, answer } = useAdminMessages();
  const refusal = showRefusal && answer && !answer.ok ? answer.message : undefined;
  return (
    <div className={cn("mx-auto px-4 py-6 sm:px-6 sm:py-8", width)}>
      {trail.length > 0 ? (
        <nav aria-label="Breadcrumb" className="mb-2 text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
            {trail.map((crumb, index) => (
              <li key={crumb.to} className="flex items-center gap-1">
                {index > 0 ? <ChevronRight className="size-4" aria-hidden="true" /> : null}
                <Link to={crumb.to} className="hover:text-foreground hover:underline">
                  {crumb.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {flash ? (
        <AdminNotice kind={flash.kind} className="mb-6">
          {flash.message}
        </AdminNotice>
      ) : null}
      <FlashLink />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {intro ? <div className="mt-2 max-w-3xl text-muted-foreground">{intro}</div> : null}
      {refusal ? (
        <AdminNotice kind="error" className="mt-6">
          {refusal}
        </AdminNotice>
      ) : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** What stopped a save, at the top of the form: the message and each problem, linked to its field. */
export function IssueSummary({ message, issues }: { message?: string; issues: FieldIssue[] }) {
  if (!message && issues.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border border-destructive/50 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">
        {message ??
          (issues.length === 1
            ? "Check the field marked below."
            : `Check the ${issues.length} fields marked below.`)}
      </p>
      {issues.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {issues.map((issue) => (
            <li key={`${issue.field}:${issue.message}`}>
              <a href={`#field-${issue.field}`} className="underline underline-offset-2">
                {issue.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A titled group of fields. */
export function FieldGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-lg border border-border p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {description ? <p className="mb-4 text-sm text-muted-foreground">{description}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
