import { useEffect, useRef } from "react";
import { loadReviewsWidget, REVIEWS_WIDGET_ATTRIBUTE } from "~/lib/reviews-widget";

/**
 * The third-party reviews widget's place, when REVIEWS_WIDGET_URL is set
 * (`url`); its script comes once the page is idle (lib/reviews-widget.ts).
 * Without a URL nothing is rendered or requested.
 */
export function ReviewsWidget({ url }: { url: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? loadReviewsWidget(container.current) : undefined), []);
  if (!url) return null;
  return (
    <div
      ref={container}
      className="mt-10 min-h-40"
      data-testid="reviews-widget"
      {...{ [REVIEWS_WIDGET_ATTRIBUTE]: url }}
    />
  );
}
