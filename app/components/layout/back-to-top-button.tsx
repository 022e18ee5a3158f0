import { ArrowUp } from "lucide-react";

/** Shown by BackToTop once the page has scrolled far enough. */
export function BackToTopButton() {
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
      data-floating-button=""
      className="fixed bottom-24 left-4 z-30 sm:bottom-6 sm:left-6 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
