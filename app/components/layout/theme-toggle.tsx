import { Moon, Sun } from "lucide-react";
import { Button } from "~/components/ui/button";
import { THEME_TOGGLE_ATTRIBUTE } from "~/lib/theme";

/**
 * Moon while the saved theme is light, sun otherwise. The icon is picked by
 * CSS from <html data-theme>, and the tap is answered by the head's theme
 * script (themeInitScript), so the button works at once on a fresh page,
 * before and without the page's other scripts; `data-native` keeps its tap
 * from starting them (defer-hydration.ts).
 */
export function ThemeToggle() {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      title="Toggle theme"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: "", "data-native": "" }}
    >
      <Moon className="theme-icon-moon" aria-hidden="true" />
      <Sun className="theme-icon-sun" aria-hidden="true" />
    </Button>
  );
}
