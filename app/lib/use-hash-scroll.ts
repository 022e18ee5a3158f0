import { useEffect } from "react";
import { useLocation } from "react-router";

/** The element id a URL hash points at ("" when none). */
export function idFromHash(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Scrolls smoothly to the element whose id matches the URL hash, when the
 * page loads and whenever the hash changes (links in the page, the address
 * bar, back and forward). Reduced-motion users get an instant jump.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const scroll = (current: string) => {
      const id = idFromHash(current);
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    };
    // After the browser's own jump and React's first paint.
    const timer = window.setTimeout(() => scroll(hash), 0);
    const onHashChange = () => scroll(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, [hash]);
}
