import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FieldIssue } from "~/lib/schemas/fields";

/** A page of the admin's Content area: where it sits, its title and what it is for. */
export function ContentPage({
  title,
  intro,
  parent,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The page one level up (the Content area itself when absent). */
  parent?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
          <li>
            <Link to="/admin/content" className="hover:text-foreground hover:underline">
              Content
            </Link>
          </li>
          {parent ? (
            <li className="flex items-center gap-1">
              <ChevronRight className="size-4" aria-hidden="true" />
              <Link to={parent.to} className="hover:text-foreground hover:underline">
                {parent.label}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {intro ? <div className="mt-2 max-w-3xl text-muted-foreground">{intro}</div> : null}
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
