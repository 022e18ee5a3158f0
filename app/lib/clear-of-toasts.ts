/**
 * The toasts sit at the bottom of the screen for a few seconds. A form field
 * the visitor is about to type in must never be under one: it is brought to
 * the middle of the screen (instantly, so what the visitor sees does not
 * slide away under their finger).
 */
const SHOWN_TOASTS = "[data-sonner-toast][data-visible='true']";

interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether `field` is off the screen or lies under a toast now shown. */
export function hiddenFromView(field: Box, toasts: Box[], screenHeight: number): boolean {
  return field.top < 0 || field.bottom > screenHeight || toasts.some((toast) => overlaps(field, toast));
}

/** Brings `field` into the middle of the screen when a toast covers it or it is off the screen. */
export function keepClearOfToasts(field: Element): void {
  const toasts = [...document.querySelectorAll(SHOWN_TOASTS)].map((toast) => toast.getBoundingClientRect());
  if (hiddenFromView(field.getBoundingClientRect(), toasts, window.innerHeight))
    field.scrollIntoView({ block: "center", behavior: "instant" });
}

/** Focuses the first wrong field of a refused form, in the middle of the screen, clear of the toasts. */
export function focusClearOfToasts(field: HTMLElement): void {
  field.scrollIntoView({ block: "center", behavior: "instant" });
  field.focus({ preventScroll: true });
}
