import { ArrowUp } from "lucide-react";
import { BACK_TO_TOP_ATTRIBUTE } from "~/lib/frame-behaviours";

/**
 * Hidden until the page has scrolled past 500px; shown, and answered, by the
 * frame's small script (lib/frame-behaviours.ts), so it works on a page
 * without React too. `data-native`: its tap does not start the page's other
 * scripts (defer-hydration.ts).
 */
export function BackToTop() {
  return (
    <button
      type="button"
      aria-label="Back to top"
      hidden
      suppressHydrationWarning
      {...{ [BACK_TO_TOP_ATTRIBUTE]: "", "data-native": "" }}
      data-floating-button=""
      className="fixed bottom-24 left-4 z-30 sm:bottom-6 sm:left-6 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
