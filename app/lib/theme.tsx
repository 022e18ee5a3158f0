import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark" | "system";

export const THEME_STORAGE_KEY = "vite-ui-theme";

/** The toggle: light goes to dark; anything else (dark, system) goes to light. */
export function nextTheme(current: Theme): Theme {
  return current === "light" ? "dark" : "light";
}

export function parseTheme(value: string | null | undefined): Theme {
  return value === "light" || value === "dark" ? value : "system";
}

/** What marks the theme toggle: the head's script answers its taps (no framework needed). */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/**
 * Runs in <head> before the body paints, so a saved dark theme never flashes
 * light, and then follows the system's setting while the choice is "system"
 * (data-theme on <html>): a page whose scripts have not run yet (0025) turns
 * dark with the phone too. It also answers the theme toggle's taps, for the
 * page's whole life: the first tap changes the theme at once, with nothing
 * else to load (issue 52), and saves the choice. Kept tiny and
 * dependency-free; nextTheme above is the same rule.
 */
export const themeInitScript = `(function(){try{var e=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)"),k=${JSON.stringify(
  THEME_STORAGE_KEY,
)};var a=function(t){var d=t==="dark"||(t==="system"&&m.matches);e.classList.remove("light","dark");e.classList.add(d?"dark":"light");e.dataset.theme=t;};var t=null;try{t=localStorage.getItem(k);}catch(_){}a(t==="light"||t==="dark"?t:"system");m.addEventListener("change",function(){if(e.dataset.theme==="system")a("system");});document.addEventListener("click",function(v){var b=v.target&&v.target.closest&&v.target.closest("[${THEME_TOGGLE_ATTRIBUTE}]");if(!b)return;var n=e.dataset.theme==="light"?"dark":"light";try{localStorage.setItem(k,n);}catch(_){}a(n);});}catch(_){}})();`;

/** The theme chosen now, as <html data-theme> holds it (the head's script sets it). */
function readTheme(): Theme {
  return parseTheme(document.documentElement.dataset.theme);
}

function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

/** The theme chosen now, following the toggle's taps (for what React draws in the theme, the toasts). */
export function useTheme(): Theme {
  return useSyncExternalStore(watchTheme, readTheme, () => "system");
}
