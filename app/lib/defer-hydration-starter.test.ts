// @vitest-environment jsdom
/**
 * The starter deferHydration writes into a public page, run in a document:
 * after the page has loaded and painted, it prefetches the page's modules
 * one link a task, in the document's order, and stops once the visitor's
 * first touch has started the scripts (decision 0025). A page that holds only
 * its own stylesheet rules fetches the whole stylesheet first, and its scripts
 * wait for it (decision 0027).
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
const starterSource = starterOf(deferHydration(document_, { start: "touch" }));
const stylesheet = "/assets/app.css";
const styledStarterSource = starterOf(deferHydration(document_, { start: "touch", stylesheet }));

/** Each task's prefetch links, as a MutationObserver sees them (its callback runs once per task). */
function watchPrefetches() {
  const batches: string[][] = [];
  const observer = new MutationObserver((records) => {
    const added = records
      .flatMap((record) => [...record.addedNodes])
      .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === "prefetch")
      .map((link) => link.getAttribute("href") ?? "");
    if (added.length > 0) batches.push(added);
  });
  observer.observe(document.head, { childList: true });
  return { batches, stop: () => observer.disconnect() };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function loadPage(source = starterSource) {
  document.head.innerHTML = "";
  document.body.innerHTML = `<main>Hello</main><script type="text/plain" id="${BOOT_SCRIPT_ID}">boot()</script>`;
  new Function(source)();
  window.dispatchEvent(new Event("load"));
}

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

  it("prefetches every module of the page once it has painted, one link a task, in order", async () => {
    const watch = watchPrefetches();
    loadPage();
    await settle(300);
    watch.stop();
    expect(watch.batches).toEqual(modules.map((href) => [href]));
  });

  it("prefetches no more once the visitor's first touch has started the scripts", async () => {
    const watch = watchPrefetches();
    // The touch comes right after the first link, before the starter's next task.
    const touch = new MutationObserver(() => {
      touch.disconnect();
      window.dispatchEvent(new Event("pointerdown"));
    });
    touch.observe(document.head, { childList: true });
    loadPage();
    await settle(300);
    watch.stop();
    expect(watch.batches).toEqual([[modules[0]]]);
  });

  it("fetches the whole stylesheet first, when the page holds only its own rules", async () => {
    const watch = watchPrefetches();
    loadPage(styledStarterSource);
    await settle(300);
    watch.stop();
    expect(watch.batches).toEqual([stylesheet, ...modules].map((href) => [href]));
  });

  it("at the first touch links the whole stylesheet, and starts the scripts once it is in", async () => {
    loadPage(styledStarterSource);
    window.dispatchEvent(new Event("keydown"));
    const linked = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(linked?.getAttribute("href")).toBe(stylesheet);
    const bootScripts = () => [...document.body.querySelectorAll('script[type="module"]')];
    expect(bootScripts()).toEqual([]);
    linked?.dispatchEvent(new Event("load"));
    expect(bootScripts().map((script) => script.textContent)).toEqual(["boot()"]);
  });

  it("starts the scripts even when the whole stylesheet fails to load", () => {
    loadPage(styledStarterSource);
    window.dispatchEvent(new Event("pointerdown"));
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event("error"));
    expect(document.body.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it("starts the scripts at once when the page holds the whole stylesheet", () => {
    loadPage();
    window.dispatchEvent(new Event("pointerdown"));
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(document.body.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
