import { Toaster as SonnerToaster } from "sonner";
import { useTheme } from "~/lib/theme";

/** Toast settings from the specification (spec 000 §9). */
export const TOAST_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 32,
  position: "bottom-right",
  hotkey: ["altKey", "KeyT"],
} as const;

export function Toaster() {
  const { theme } = useTheme();
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
