import { useEffect, useRef } from "react";
import { useNonce } from "~/lib/nonce";

/** Fallback for browsers without requestIdleCallback (ms). */
export const IDLE_FALLBACK_MS = 2000;

/**
 * The third-party reviews widget, when REVIEWS_WIDGET_URL is set (`url`).
 * Its script is added only once the page is idle, so it never delays the
 * first render; without a URL nothing is rendered or requested.
 */
export function ReviewsWidget({ url }: { url: string }) {
  const nonce = useNonce();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!url || !container.current) return;
    const host = container.current;
    const load = () => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      if (nonce) script.nonce = nonce;
      host.appendChild(script);
    };
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(load, { timeout: IDLE_FALLBACK_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [nonce, url]);
  if (!url) return null;
  return <div ref={container} className="mt-10 min-h-40" data-testid="reviews-widget" />;
}
