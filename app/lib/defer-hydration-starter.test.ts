// @vitest-environment jsdom
/**
 * The starter deferHydration writes into a page, run in a document: once the
 * page has loaded and painted (or at the visitor's first touch or key, if that
 * comes first) it asks for the page's whole module graph and runs its scripts
 * (decisions 0002, 0031). A page that holds only its own stylesheet rules
 * links the whole stylesheet first, and its scripts wait for it (0027).
 */
import { afterEach, describe, expect, it } from "vitest";
import { BOOT_SCRIPT_ID, deferHydration } from "~/lib/defer-hydration";
import { HELD_TAP_MEASURE } from "~/lib/held-tap";

const modules = ["/assets/entry.js", "/assets/root.js", "/assets/layout.js", "/assets/page.js"];
const document_ =
  `<html><head>${modules.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head>` +
  `<body><main>Hello</main><script type="module">import("/assets/entry.js");</script></body></html>`;
const starterOf = (served: string) =>
  /<script>(\(function starter[\s\S]*?)<\/script>/.exec(served)?.[1] ?? "";
const starterSource = starterOf(deferHydration(document_, { start: "paint" }));
const stylesheet = "/assets/app.css";
const styledStarterSource = starterOf(deferHydration(document_, { start: "paint", stylesheet }));

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page as served: its starter runs; `load` fires unless the test is to fire it. */
function loadPage(source = starterSource, { loaded = true } = {}) {
  document.head.innerHTML = "";
  document.body.innerHTML = `<main>Hello</main><script type="text/plain" id="${BOOT_SCRIPT_ID}">boot()</script>`;
  new Function(source)();
  if (loaded) window.dispatchEvent(new Event("load"));
}

const bootScripts = () => [...document.body.querySelectorAll('script[type="module"]')];
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

describe("the page's starter", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("is in the served page", () => {
    expect(starterSource).toContain("function starter");
  });

  it("names a held tap's wait as the speed beacon reads it", () => {
    expect(starterSource).toContain(JSON.stringify(HELD_TAP_MEASURE));
  });

  it("starts the scripts once the page has loaded and painted, its whole module graph asked for at once", async () => {
    loadPage(starterSource, { loaded: false });
    await settle(50);
    expect(bootScripts()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(bootScripts()).toEqual([]);
    await settle(100);
    expect(preloads()).toEqual(modules);
    expect(bootScripts().map((script) => script.textContent)).toEqual(["boot()"]);
  });

  it("starts them at the visitor's first touch if it comes before the paint, once", async () => {
    loadPage(starterSource, { loaded: false });
    window.dispatchEvent(new Event("pointerdown"));
    expect(bootScripts()).toHaveLength(1);
    window.dispatchEvent(new Event("load"));
    await settle(100);
    expect(bootScripts()).toHaveLength(1);
  });

  it("does not start them for a touch on a link to another page: the browser is leaving", () => {
    loadPage(starterSource, { loaded: false });
    document.body.insertAdjacentHTML("beforeend", '<a href="/elsewhere">Elsewhere</a>');
    document.querySelector("a")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(bootScripts()).toEqual([]);
    // A key still does (it may be the first of many).
    window.dispatchEvent(new Event("keydown"));
    expect(bootScripts()).toHaveLength(1);
  });

  it("links the whole stylesheet first when the page holds only its own rules, and starts once it is in", () => {
    loadPage(styledStarterSource, { loaded: false });
    window.dispatchEvent(new Event("keydown"));
    const linked = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(linked?.getAttribute("href")).toBe(stylesheet);
    expect(bootScripts()).toEqual([]);
    linked?.dispatchEvent(new Event("load"));
    expect(bootScripts().map((script) => script.textContent)).toEqual(["boot()"]);
  });

  it("starts the scripts even when the whole stylesheet fails to load", () => {
    loadPage(styledStarterSource, { loaded: false });
    window.dispatchEvent(new Event("pointerdown"));
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event("error"));
    expect(document.body.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it("starts the scripts at once when the page holds the whole stylesheet", () => {
    loadPage(starterSource, { loaded: false });
    window.dispatchEvent(new Event("pointerdown"));
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(document.body.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
