import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToHash } from "./load-behaviours";

/**
 * Scrolls smoothly to the element whose id matches the URL hash, when the
 * page loads and whenever the hash changes (links in the page, the address
 * bar, back and forward). Reduced-motion users get an instant jump. Before
 * React runs, the page's load file does the same (app/lib/load-behaviours.ts).
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    // After the browser's own jump and React's first paint; not again for the hash the page's
    // load file already scrolled to (the visitor may have scrolled on since).
    const root = document.documentElement;
    const done = root.dataset.hashScrolled === hash;
    delete root.dataset.hashScrolled;
    const timer = done ? undefined : window.setTimeout(() => scrollToHash(hash), 0);
    const onHashChange = () => scrollToHash(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, [hash]);
}
