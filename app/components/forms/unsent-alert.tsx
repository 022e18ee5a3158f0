import { WifiOff } from "lucide-react";

/** The message of a post that got no answer; the page and everything in it stayed as they were. */
export const UNSENT_MESSAGE =
  "We could not reach the site just now, so nothing was sent. Check your connection and try again: what you chose and typed is still here.";

/** Shown at the top of a page whose last post went unsent (see app/lib/unsent-post.ts). */
export function UnsentAlert({ unsent }: { unsent: boolean }) {
  if (!unsent) return null;
  return (
    <div
      role="alert"
      className="mt-6 flex gap-3 rounded-md border border-destructive/50 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <WifiOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="font-medium">{UNSENT_MESSAGE}</p>
    </div>
  );
}
