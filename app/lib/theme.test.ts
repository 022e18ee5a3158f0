import { describe, expect, it } from "vitest";
import { nextTheme, parseTheme, THEME_STORAGE_KEY, themeInitScript } from "~/lib/theme";

describe("theme", () => {
  it("toggles light to dark and anything else to light", () => {
    expect(nextTheme("light")).toBe("dark");
    expect(nextTheme("dark")).toBe("light");
    expect(nextTheme("system")).toBe("light");
  });

  it("defaults to system for missing or unknown values", () => {
    expect(parseTheme(null)).toBe("system");
    expect(parseTheme("purple")).toBe("system");
    expect(parseTheme("dark")).toBe("dark");
  });

  it("is stored under vite-ui-theme, which the init script reads", () => {
    expect(THEME_STORAGE_KEY).toBe("vite-ui-theme");
    expect(themeInitScript).toContain('"vite-ui-theme"');
  });
});
