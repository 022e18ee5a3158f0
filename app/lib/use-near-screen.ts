import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Whether an element has come near the screen, as an IntersectionObserver
 * with `options` sees it: `near` is false until it has, then true for good
 * (the element is no longer watched). With `watch` false the element counts
 * as near from the start (markup the server rendered, whose browser does the
 * waiting itself). `watched` says an observer decided: a browser without one
 * counts every element near at once, and leaves the waiting to the browser.
 */
export function useNearScreen<T extends Element>(
  watch: boolean,
  options: { rootMargin: string; threshold: number },
): { ref: RefObject<T | null>; near: boolean; watched: boolean } {
  const ref = useRef<T>(null);
  const [state, setState] = useState<"far" | "near" | "unwatched">(watch ? "far" : "unwatched");
  const { rootMargin, threshold } = options;
  useEffect(() => {
    if (state !== "far") return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setState("unwatched");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState("near");
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state, rootMargin, threshold]);
  return { ref, near: state !== "far", watched: state === "near" };
}

/**
 * Calls `onReach` once the element comes within `rootMargin` of the screen,
 * once per `round`: each new round watches again, so an element still within
 * the margin after the last call (the content added above it was short)
 * brings the next call at once. Nothing is called in a browser without
 * IntersectionObserver.
 */
export function useOnReach(
  ref: RefObject<Element | null>,
  onReach: () => void,
  rootMargin: string,
  round: string,
): void {
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round watches the element again
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, round]);
}
