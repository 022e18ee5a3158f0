import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { useSite } from "~/lib/use-site";
import { BookingButton, CallButton } from "./booking-call-buttons";

/**
 * A short reminder inside a long page that the estimate is one tap away:
 * a line of text, then book or call. Long pages on a phone carry one every
 * screen or so (tests/e2e/phone-pages.spec.ts); `phoneOnly` keeps it off the
 * wider layouts, where the page is short enough without it.
 */
export function EstimatePrompt({
  children,
  phoneOnly = false,
  className,
}: {
  children?: ReactNode;
  phoneOnly?: boolean;
  className?: string;
}) {
  const { business } = useSite();
  return (
    <div
      className={cn(
        "rounded-xl border border-primary/30 bg-primary/5 p-5 dark:border-blue-300/30 dark:bg-blue-300/5",
        phoneOnly && "sm:hidden",
        className,
      )}
    >
      <p className="font-semibold text-pretty">
        {children ??
          `Thinking about a project like this? ${business.ownerFirstName} comes by and gives you a free estimate.`}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <BookingButton size="default" />
        <CallButton size="default" label="Call" />
      </div>
    </div>
  );
}
