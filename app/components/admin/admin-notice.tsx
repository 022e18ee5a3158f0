import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "~/components/ui/cn";

/** A message written into the page (the first load's answer; later ones are toasts). */
export function AdminNotice({
  kind,
  children,
  className,
}: {
  kind: "success" | "error";
  children: string;
  className?: string;
}) {
  const Icon = kind === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={kind === "success" ? "status" : "alert"}
      className={cn(
        "flex gap-3 rounded-md border p-4 font-medium",
        kind === "success"
          ? "border-green-700/40 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"
          : "border-destructive/50 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
