/**
 * The wait a tap costs the visitor, measured in the page: from the finger
 * down (the touch's own event time) to the start of the first frame that
 * shows the answer. Shared by `npm run bench:first-tap` and
 * tests/e2e/first-tap.spec.ts.
 */
import type { Page } from "@playwright/test";

/** What shows that a tap was answered. */
export type TapAnswer = "theme" | "dialog" | "details" | "messages" | "top" | "next page";

/**
 * Arms the page for its next tap: at the finger down, each frame checks for
 * the answer, and the first that shows it gives the wait (`tapWaited`).
 */
export function armTapWait(page: Page, answer: TapAnswer): Promise<void> {
  return page.evaluate((answer) => {
    const html = document.documentElement;
    const themeBefore = html.className;
    const hrefBefore = location.href;
    let scrollAtTap = 0;
    let mainChanged = false;
    const main = document.querySelector("main");
    if (main) {
      new MutationObserver(() => {
        if (location.href !== hrefBefore) mainChanged = true;
      }).observe(main, { childList: true, subtree: true, characterData: true });
    }
    const answered = (): boolean => {
      switch (answer) {
        case "theme":
          return html.className !== themeBefore;
        case "dialog":
          return [...document.querySelectorAll("dialog")].some((dialog) => dialog.open);
        case "details":
          return document.querySelector("main details[open]") !== null;
        case "messages":
          return document.querySelector('main [aria-invalid="true"], main [role="alert"]') !== null;
        case "top":
          // The page has started back up (a smooth scroll then takes its time).
          return window.scrollY < scrollAtTap;
        case "next page":
          return location.href !== hrefBefore && mainChanged;
      }
    };
    // For a link, the moment of the finger down outlives the page (this origin's session storage).
    (window as unknown as { tapWait: Promise<number> }).tapWait = new Promise((resolve) => {
      addEventListener(
        "pointerdown",
        (event) => {
          sessionStorage.setItem("bench-tap-down", String(performance.timeOrigin + event.timeStamp));
          const down = event.timeStamp;
          scrollAtTap = window.scrollY;
          const frame = (time: number) => {
            if (answered()) resolve(time - down);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    });
  }, answer);
}

/** The armed tap's wait once its answer is shown, or null when none came within `timeoutMs`. */
export function tapWaited(page: Page, timeoutMs = 10_000): Promise<number | null> {
  return page.evaluate(
    (timeoutMs) =>
      Promise.race([
        (window as unknown as { tapWait: Promise<number> }).tapWait,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
      ]),
    timeoutMs,
  );
}
