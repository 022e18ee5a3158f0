import { useSyncExternalStore } from "react";

/**
 * Toasts without their library in the page's first JavaScript: the toaster
 * (sonner) is mounted, and its code loaded, when a page first asks for a
 * toast or is about to (a visitor starts on a form); calls made meanwhile
 * wait for it and run in the order they were made.
 */
type Toast = typeof import("sonner").toast;

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let ready: Promise<Toast> | undefined;

/** Mounts the toaster (the root renders it once asked) and loads its code. */
export function prepareToasts(): Promise<Toast> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  ready ??= Promise.all([import("sonner"), mounted]).then(([sonner]) => sonner.toast);
  return ready;
}

/** Runs `show` with sonner's `toast` once the toaster is on the page. */
export function withToast(show: (toast: Toast) => void): void {
  prepareToasts().then(show, () => {
    // The code could not load (offline): nothing to show it with.
  });
}

/** Called by the toaster once it listens for toasts. */
export function toasterMounted(): void {
  markMounted();
}

/** Whether any part of the page has asked for toasts. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
