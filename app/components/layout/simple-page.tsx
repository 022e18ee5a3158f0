import type { ReactNode } from "react";

/** A page heading with an optional lead paragraph, used by the plainer pages. */
export function SimplePage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg text-muted-foreground">{lead}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
