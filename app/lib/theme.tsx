import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

export type Theme = "light" | "dark" | "system";

export const THEME_STORAGE_KEY = "vite-ui-theme";

/** The toggle: light goes to dark; anything else (dark, system) goes to light. */
export function nextTheme(current: Theme): Theme {
  return current === "light" ? "dark" : "light";
}

export function parseTheme(value: string | null | undefined): Theme {
  return value === "light" || value === "dark" ? value : "system";
}

/**
 * Runs in <head> before the body paints, so a saved dark theme never flashes
 * light, and then follows the system's setting while the choice is "system"
 * (data-theme on <html>): a page whose scripts have not run yet (0025) turns
 * dark with the phone too. Kept tiny and dependency-free; mirrors applyTheme
 * below.
 */
export const themeInitScript = `(function(){try{var e=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");var a=function(t){var d=t==="dark"||(t==="system"&&m.matches);e.classList.remove("light","dark");e.classList.add(d?"dark":"light");e.dataset.theme=t;};var t=null;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});}catch(_){}a(t==="light"||t==="dark"?t:"system");m.addEventListener("change",function(){if(e.dataset.theme==="system")a("system");});}catch(_){}})();`;

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  const dark =
    theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  root.classList.remove("light", "dark");
  root.classList.add(dark ? "dark" : "light");
  root.dataset.theme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | undefined>(undefined);

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The init script has already applied the saved choice to <html>; start
  // from it so the first effect does not repaint. Nothing rendered depends on
  // this value (the toggle's icon is chosen by CSS), so hydration matches.
  const [theme, setThemeState] = useState<Theme>(() =>
    typeof document === "undefined" ? "system" : parseTheme(document.documentElement.dataset.theme),
  );

  // While the choice is "system", the init script's listener follows the system's changes.
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be blocked; the choice still applies to this page.
    }
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used within a ThemeProvider");
  return context;
}
