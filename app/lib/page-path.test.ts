import { describe, expect, it } from "vitest";
import { pagePath } from "~/lib/page-path";

describe("pagePath", () => {
  it("is the path of a page request", () => {
    expect(pagePath("http://localhost/servcies?admin=true")).toBe("/servcies");
    expect(pagePath("http://localhost/")).toBe("/");
  });
  it("drops the data suffix of a client-side navigation's request", () => {
    expect(pagePath("http://localhost/servcies.data?admin=true")).toBe("/servcies");
    expect(pagePath("http://localhost/blog/x.data?_routes=routes%2Fnot-found")).toBe("/blog/x");
    expect(pagePath("http://localhost/_.data")).toBe("/");
    expect(pagePath("http://localhost/a/_.data")).toBe("/a/");
  });
});
