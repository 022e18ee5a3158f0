import { lazy, Suspense } from "react";
import { BACK_TO_TOP_AFTER_PX } from "~/lib/constants";
import { useScrolledPast } from "~/lib/use-scrolled-past";

// The button's code is fetched the first time the page is scrolled far enough to show it.
const LazyBackToTopButton = lazy(() =>
  import("./back-to-top-button").then((m) => ({ default: m.BackToTopButton })),
);

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <LazyBackToTopButton />
    </Suspense>
  );
}
