import { describe, expect, it } from "vitest";
import { BOOT_SCRIPT_ID, deferHydration } from "~/lib/defer-hydration";

const page = (boot: string) =>
  `<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="N"/><link rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><main>Hello</main><script nonce="N">window.ctx = {};</script>${boot}<script nonce="N">ctx.done();</script></body></html>`;

describe("deferHydration", () => {
  const boot = `<script nonce="N" type="module" async="">import * as r from "/assets/root.js";\nimport("/assets/entry.js");</script>`;

  it("drops the module preloads and keeps the other links", () => {
    const html = deferHydration(page(boot));
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("keeps the module script as inert text with its nonce, followed by its starter", () => {
    const html = deferHydration(page(boot));
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="N" type="text/plain" id="${BOOT_SCRIPT_ID}">import * as r from "/assets/root.js";\nimport("/assets/entry.js");</script><script nonce="N">`,
    );
    expect(html).toContain('addEventListener("load"');
    // Everything else stays where it was.
    expect(html).toContain("<main>Hello</main>");
    expect(html.indexOf("window.ctx")).toBeLessThan(html.indexOf(BOOT_SCRIPT_ID));
    expect(html).toContain("ctx.done();</script></body>");
  });

  it("writes the page's plan into its starter: scripts once painted, the visit counted by its own file", () => {
    const html = deferHydration(page(boot), {
      start: "paint",
      visit: { src: "/assets/visit.js", bookingUrl: "https://book.example/</script><b>", count: true },
    });
    const starter = /<script nonce="N">(\(function starter[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(starter).toContain('"start":"paint"');
    expect(starter).toContain('"src":"/assets/visit.js"');
    // A booking address cannot end the script early.
    expect(starter).toContain("https://book.example/\\u003c/script>\\u003cb>");
    expect(starter).not.toContain("</script>");
    expect(deferHydration(page(boot))).toContain('{"start":"paint"}');
    // The modules the document asked to preload are handed to the starter, asked for when the scripts start.
    expect(starter).toMatch(/\},\["\/assets\/entry\.js"\]\);$/);
  });

  it("gives a page without the framework's scripts only its visit file, after paint, with the page's nonce (0030)", () => {
    const withoutBoot = page("");
    const visit = { src: "/assets/visit.js", bookingUrl: "https://book.example/", count: false };
    const html = deferHydration(withoutBoot, { start: "paint", visit, stylesheet: "/assets/app.css" }, "P");
    const loader = /<script nonce="P">(\(function starter[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
    expect(loader).toContain(`,{"start":"none","visit":${JSON.stringify(visit)}},[]);`);
    expect(html.replace(`<script nonce="P">${loader}</script>`, "")).toBe(withoutBoot);
  });

  it("leaves a page without an inline module script or a visit file alone", () => {
    const withoutBoot = page("");
    expect(deferHydration(withoutBoot)).toBe(withoutBoot);
    const external = page('<script type="module" src="/assets/x.js"></script>');
    expect(deferHydration(external)).toBe(external);
  });
});
