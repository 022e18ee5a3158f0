import { describe, expect, it } from "vitest";
import { KB, type PageMetrics } from "./budgets";
import { checkPeer, parsePeer, peerFileName, staticCopy } from "./peer";

const page = [
  "<!DOCTYPE html><html><head>",
  '<script nonce="n">document.documentElement.dataset.theme="dark"</script>',
  '<style data-site-stylesheet="">body{color:red}</style>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</head><body><main><h1>Painting</h1></main>",
  '<script type="text/plain" id="deferred-boot">import("/assets/entry.js")</script>',
  "<script>(function(){})()</script>",
  "</body></html>",
].join("");

const run = (lcpMs: number, tbtMs: number): PageMetrics => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  tbtMs,
  cls: 0,
  totalBytes: 200 * KB,
  jsBytes: 0,
  jsGzipBytes: 0,
});

describe("the static peer copy of a page", () => {
  it("keeps the content and the structured data, drops every script and links the stylesheet", () => {
    const copy = staticCopy(page, "/bench-peer/home.css");
    expect(copy.css).toBe("body{color:red}");
    expect(copy.html).toContain("<h1>Painting</h1>");
    expect(copy.html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(copy.html).toContain('<link rel="stylesheet" href="/bench-peer/home.css">');
    expect(copy.html.match(/<script/g)).toHaveLength(1);
    expect(copy.html).not.toContain("<style");
  });

  it("names each page's copy after its address", () => {
    expect(peerFileName("/")).toBe("home.html");
    expect(peerFileName("/service/interior-painting")).toBe("service-interior-painting.html");
  });
});

describe("--peer", () => {
  it("takes an address, a saved page or static, and says what it takes otherwise", () => {
    expect(parsePeer("https://example.com/")).toEqual({ kind: "url", url: "https://example.com/" });
    expect(parsePeer("static")).toEqual({ kind: "static" });
    expect(parsePeer("peer/contractor.html")).toMatchObject({ kind: "file" });
    expect(parsePeer("example.com")).toMatch(/--peer takes/);
  });

  it("passes within 50 ms of the peer's worst TBT and at most 0.8x its LCP median, and fails past either", () => {
    const peer = { median: run(1500, 0), worst: run(1600, 10) };
    expect(checkPeer({ median: run(1200, 20), worst: run(1300, 60) }, peer)).toEqual({
      tbtWorstMarginMs: 50,
      lcpMedianRatio: 0.8,
      pass: true,
    });
    expect(checkPeer({ median: run(1200, 20), worst: run(1300, 61) }, peer).pass).toBe(false);
    expect(checkPeer({ median: run(1210, 20), worst: run(1300, 20) }, peer).pass).toBe(false);
  });
});
