import { WifiOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { ErrorNote } from "./error-note";

/** The message of a post that got no answer; the page and everything in it stayed as they were. */
export const UNSENT_MESSAGE =
  "We could not reach the site just now, so nothing was sent. Check your connection and try again: what you chose and typed is still here.";

/**
 * Shown at the top of a page whose last post went unsent (see app/lib/unsent-post.ts),
 * and brought into view: on a phone the button tapped is far below it.
 */
export function UnsentAlert({ unsent }: { unsent: boolean }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (unsent) note.current?.scrollIntoView({ block: "center" });
  });
  return unsent ? (
    <div ref={note}>
      <ErrorNote icon={WifiOff}>{UNSENT_MESSAGE}</ErrorNote>
    </div>
  ) : null;
}
