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
      hotkey={[...TOAST_SETTINGS.hotkey]}
    />
  );
}
