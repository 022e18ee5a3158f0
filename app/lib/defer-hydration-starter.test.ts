// @vitest-environment jsdom
/**
 * The starter deferHydration writes into a public page, run in a document:
 * after the page has loaded and painted, it prefetches the page's modules
 * one link a task, in the document's order, and stops once the visitor's
 * first touch has started the scripts (decision 0025).
 */
import { afterEach, describe, expect, it } from "vitest";
import { BOOT_SCRIPT_ID, deferHydration } from "~/lib/defer-hydration";

const modules = ["/assets/entry.js", "/assets/root.js", "/assets/layout.js", "/assets/page.js"];
const served = deferHydration(
  `<html><head>${modules.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head>` +
    `<body><main>Hello</main><script type="module">import("/assets/entry.js");</script></body></html>`,
  { start: "touch" },
);
const starterSource = /<script>(\(function starter[\s\S]*?)<\/script>/.exec(served)?.[1] ?? "";

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

function loadPage() {
  document.head.innerHTML = "";
  document.body.innerHTML = `<main>Hello</main><script type="text/plain" id="${BOOT_SCRIPT_ID}"></script>`;
  new Function(starterSource)();
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
});
