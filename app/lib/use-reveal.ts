import { useEffect } from "react";
import { revealOnScroll } from "./reveal";

/** The scroll-in animation (reveal.ts) on a page React draws. */
export function useReveal(): void {
  useEffect(() => revealOnScroll(), []);
}
