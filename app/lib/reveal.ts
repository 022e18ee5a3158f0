/** Below this width, and when reduced motion is asked for, nothing animates. */
const REVEAL_MIN_WIDTH = 768;
/** How far inside the viewport an element must come before it is revealed (px). */
const REVEAL_OFFSET = 100;

/**
 * Scroll-in animation for the elements marked `data-reveal` on a page. The
 * hidden state is added only here, after the page has run its script, and
 * only to elements still below the fold, so the content is visible without
 * JavaScript and nothing on screen flickers. Each element is revealed once.
 * Plain DOM, no framework (a page without React runs it from its
 * load-time file, load-behaviours.ts). Returns what undoes it.
 */
export function revealOnScroll(): () => void {
  const none = () => {};
  if (typeof IntersectionObserver === "undefined") return none;
  if (window.innerWidth < REVEAL_MIN_WIDTH) return none;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return none;
  const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]")].filter(
    (el) => el.getBoundingClientRect().top > window.innerHeight - REVEAL_OFFSET,
  );
  if (pending.length === 0) return none;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.remove("reveal-pending");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET}px 0px` },
  );
  for (const el of pending) {
    el.classList.add("reveal-pending");
    observer.observe(el);
  }
  return () => {
    observer.disconnect();
    for (const el of pending) el.classList.remove("reveal-pending");
  };
}
