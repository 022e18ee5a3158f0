import { CircleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A refusal or failure written into the page (role="alert"): red, with an icon. */
export function ErrorNote({
  children,
  icon: Icon = CircleAlert,
}: {
  children: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <div
      role="alert"
      className="mt-6 flex gap-3 rounded-md border border-destructive/50 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="font-medium">{children}</p>
    </div>
  );
}
