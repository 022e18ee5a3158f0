import { BACK_TO_TOP_AFTER_PX, HEADER_SHADOW_AFTER_PX } from "./constants";

/** Marks the site's back-to-top button (components/layout/back-to-top.tsx). */
export const BACK_TO_TOP_ATTRIBUTE = "data-back-to-top";

let started = false;

/**
 * The frame's scroll behaviours (spec 000 §1, §7): the header's shadow flag
 * past 10px and the back-to-top button past 500px, which smooth-scrolls to the
 * top. Plain DOM, no framework: started by a public page's load-time file
 * (load-behaviours.ts), on pages with and without React, and by the root once
 * React runs (the admin has no load-time file); once a page load. The header
 * and the button are found when the page scrolls, so a frame React draws
 * again is still the one that answers.
 */
export function startFrameBehaviours(): void {
  if (started) return;
  started = true;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    const header = document.querySelector<HTMLElement>("[data-site-header]");
    const scrolled = String(y > HEADER_SHADOW_AFTER_PX);
    if (header && header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
    const button = document.querySelector<HTMLElement>(`[${BACK_TO_TOP_ATTRIBUTE}]`);
    const hidden = y <= BACK_TO_TOP_AFTER_PX;
    if (button && button.hidden !== hidden) button.hidden = hidden;
  };
  addEventListener(
    "scroll",
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  document.addEventListener("click", (event) => {
    if (!(event.target as Element | null)?.closest?.(`[${BACK_TO_TOP_ATTRIBUTE}]`)) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  });
  update();
}
