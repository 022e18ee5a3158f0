// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE, themeInitScript } from "~/lib/theme";

/** A stand-in for the system's dark-mode query, which the test can flip. */
function fakeSystem(dark: boolean) {
  const listeners: (() => void)[] = [];
  const media = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  // jsdom has no matchMedia of its own.
  Object.defineProperty(window, "matchMedia", { value: () => media, configurable: true });
  return {
    turn(next: boolean) {
      media.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

const html = () => document.documentElement;
/** The listeners each run of the script adds to the document, taken off after each test. */
const added: [string, EventListenerOrEventListenerObject][] = [];
const runInitScript = () => {
  const addEventListener = document.addEventListener.bind(document);
  vi.spyOn(document, "addEventListener").mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject) => {
      added.push([type, listener]);
      addEventListener(type, listener);
    },
  );
  new Function(themeInitScript)();
};

describe("the theme's init script", () => {
  beforeEach(() => {
    localStorage.clear();
    html().className = "";
    delete html().dataset.theme;
  });
  afterEach(() => {
    for (const [type, listener] of added.splice(0)) document.removeEventListener(type, listener);
    document.body.innerHTML = "";
    Reflect.deleteProperty(window, "matchMedia");
    vi.restoreAllMocks();
  });

  it("applies the system's setting when nothing is saved, and follows it", () => {
    const system = fakeSystem(false);
    runInitScript();
    expect(html().className).toBe("light");
    expect(html().dataset.theme).toBe("system");
    system.turn(true);
    expect(html().className).toBe("dark");
    system.turn(false);
    expect(html().className).toBe("light");
  });

  it("keeps a saved choice when the system changes", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    const system = fakeSystem(false);
    runInitScript();
    expect(html().className).toBe("dark");
    system.turn(true);
    system.turn(false);
    expect(html().className).toBe("dark");
    expect(html().dataset.theme).toBe("dark");
  });

  it("stops following once the visitor picks a theme on the page", () => {
    const system = fakeSystem(true);
    runInitScript();
    expect(html().className).toBe("dark");
    // What a tap on the toggle does by hand.
    html().classList.replace("dark", "light");
    html().dataset.theme = "light";
    system.turn(false);
    system.turn(true);
    expect(html().className).toBe("light");
  });

  it("follows the system when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const system = fakeSystem(true);
    runInitScript();
    expect(html().className).toBe("dark");
    expect(html().dataset.theme).toBe("system");
    system.turn(false);
    expect(html().className).toBe("light");
  });

  it("answers the toggle's taps: light and dark in turn, the choice saved, and no longer following the system", () => {
    const system = fakeSystem(true);
    runInitScript();
    document.body.innerHTML = `<button ${THEME_TOGGLE_ATTRIBUTE}><svg><path /></svg></button><button id="other"></button>`;
    const toggle = document.querySelector("button") as HTMLButtonElement;
    // The system is dark and nothing is saved: the first tap turns the page light.
    document.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(html().className).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    toggle.click();
    expect(html().className).toBe("dark");
    expect(html().dataset.theme).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    system.turn(false);
    expect(html().className).toBe("dark");
    // Another button changes nothing.
    (document.getElementById("other") as HTMLButtonElement).click();
    expect(html().dataset.theme).toBe("dark");
  });
});
