import { CircleCheck } from "lucide-react";

/** A success message in a green box, announced politely (role="status"). */
export function SuccessMessage({ children }: { children: string }) {
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-md border border-green-700/40 bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="font-medium">{children}</p>
    </div>
  );
}
