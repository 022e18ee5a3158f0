import { Moon, Sun } from "lucide-react";
import { Button } from "~/components/ui/button";
import { nextTheme, useTheme } from "~/lib/theme";

/**
 * Moon while the saved theme is light, sun otherwise. The icon is picked by
 * CSS from <html data-theme>, which is set before first paint, so the button
 * shows the right icon even before the page's script has loaded.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      title="Toggle theme"
      onClick={() => setTheme(nextTheme(theme))}
    >
      <Moon className="theme-icon-moon" aria-hidden="true" />
      <Sun className="theme-icon-sun" aria-hidden="true" />
    </Button>
  );
}
