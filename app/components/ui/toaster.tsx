import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { toasterMounted } from "~/components/ui/toast";

/** Toast settings from the specification (spec 000 §9). */
export const TOAST_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 32,
  position: "bottom-right",
  hotkey: ["altKey", "KeyT"],
} as const;

const sides = (px: number) => ({ top: px, right: px, left: px });

/** `theme` is the site's theme choice (light, dark or system). */
export function Toaster({ theme }: { theme: "light" | "dark" | "system" }) {
  // Runs after sonner's own effects: from here on it hears every toast.
  useEffect(toasterMounted, []);
  return (
    <SonnerToaster
      theme={theme}
      closeButton
      richColors
      {...TOAST_SETTINGS}
      // The bottom offset steps above the phone's Call / Schedule bar where it shows (app.css).
      offset={{ ...sides(TOAST_SETTINGS.offset), bottom: `var(--toast-bottom, ${TOAST_SETTINGS.offset}px)` }}
      mobileOffset={{ ...sides(16), bottom: "var(--toast-bottom, 16px)" }}
      hotkey={[...TOAST_SETTINGS.hotkey]}
    />
  );
}
