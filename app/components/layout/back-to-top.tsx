import { ArrowUp } from "lucide-react";
import { BACK_TO_TOP_AFTER_PX } from "~/lib/constants";
import { useScrolledPast } from "~/lib/use-scrolled-past";

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
      className="fixed bottom-6 left-6 z-30 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
