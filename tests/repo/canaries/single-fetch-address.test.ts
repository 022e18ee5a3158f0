/**
 * Canary for docs/decisions/0016-single-fetch-data-address.md: a client-side
 * navigation fetches a page's data from "/x.data" ("/_.data" for "/"), and
 * React Router hands the loaders that request as it came. Two places of ours
 * read that address shape, React Router's and not an API: `pagePath`
 * (app/lib/page-path.ts, for loaders) and the page cache's policy
 * (http/page-cache.ts, which cannot import the app). Here React Router's own
 * request handler answers such requests with the page's routes, and both
 * readings must name the page the router matched.
 */
import { createRequestHandler, matchRoutes, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePath } from "~/lib/page-path";
import { routeCachePolicy } from "../../../http/page-cache.ts";

/** What each loader saw: its route and the address of the request it was handed. */
const seen: { route: string; url: string }[] = [];
const loaderOf =
  (route: string) =>
  ({ request }: { request: Request }) => {
    seen.push({ route, url: request.url });
    return { route };
  };

const routes = {
  root: { id: "root", path: "", module: { loader: loaderOf("root") } },
  site: { id: "site", parentId: "root", module: { handle: { pageCache: true } } },
  home: { id: "home", parentId: "site", index: true, module: { loader: loaderOf("home") } },
  post: { id: "post", parentId: "site", path: "blog/:slug", module: { loader: loaderOf("post") } },
  folder: { id: "folder", parentId: "site", path: "services/", module: { loader: loaderOf("folder") } },
  admin: { id: "admin", parentId: "root", path: "admin", module: { handle: { pageCache: false } } },
  dashboard: { id: "dashboard", parentId: "admin", index: true, module: { loader: loaderOf("dashboard") } },
};

/** The least of a server build React Router's handler needs to answer data requests. */
const build = {
  entry: { module: { default: () => new Response("a document, not data", { status: 500 }) } },
  routes,
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, "production");
const cacheKeeps = routeCachePolicy(build, matchRoutes);

describe("React Router's data address for a page", () => {
  for (const [address, page, leaf, kept] of [
    ["/blog/a-post.data", "/blog/a-post", "post", true],
    ["/_.data", "/", "home", true],
    ["/services/_.data", "/services/", "folder", true],
    ["/admin.data", "/admin", "dashboard", false],
  ] as const) {
    it(`${address} runs the loaders of ${page}, and both our readings name ${page}`, async () => {
      seen.length = 0;
      const answer = await handle(new Request(`http://localhost${address}`));
      expect(answer.status).toBe(200);
      // Single fetch's own encoding (turbo-stream), not a document.
      expect(answer.headers.get("content-type")).toMatch(/^text\/x-script/);
      expect(seen.map((entry) => entry.route)).toEqual(["root", leaf]);
      for (const { url } of seen) {
        expect(new URL(url).pathname, "the loader is handed the request as it came").toBe(address);
        expect(pagePath(url)).toBe(page);
      }
      expect([await cacheKeeps(address), await cacheKeeps(page)]).toEqual([kept, kept]);
    });
  }

  it("names the routes to run in its one parameter, _routes (the page cache keeps such requests too)", async () => {
    seen.length = 0;
    const answer = await handle(new Request("http://localhost/blog/a-post.data?_routes=post"));
    expect(answer.status).toBe(200);
    expect(seen.map((entry) => entry.route)).toEqual(["post"]);
    expect(pagePath(seen[0]!.url)).toBe("/blog/a-post");
  });
});
