import type { ErrorRequestHandler } from "express";
import { matchRoutes, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageCache, routeCachePolicy, scriptHashes } from "./page-cache.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { directives } from "./test-support/csp-directives";
import { serve } from "./test-support/serve";

describe("scriptHashes", () => {
  it("hashes the inline scripts that run, not data blocks or external scripts", () => {
    const html =
      '<script>a()</script><script type="application/ld+json">{"x":1}</script>' +
      '<script src="/assets/x.js"></script><script type="module">b()</script><script>a()</script>';
    // sha256 of "a()" and "b()", base64, as a browser computes them for the policy.
    expect(scriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });
});

describe("pageCache", () => {
  function setup(overrides: Partial<Parameters<typeof pageCache>[0]> = {}) {
    const renders: string[] = [];
    let key = "v1";
    let status = 200;
    const cache = pageCache({
      async render(request) {
        const url = new URL(request.url);
        renders.push(url.pathname + url.search);
        await new Promise((resolve) => setTimeout(resolve, 20));
        const body = `<p>${key} ${url.pathname}</p><script>boot()</script>${" ".repeat(2000)}`;
        return new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
      },
      key: () => key,
      contentSecurityPolicy: (hashes) => contentSecurityPolicy(hashes, null),
      excluded: (pathname) => pathname.startsWith("/admin"),
      ...overrides,
    });
    const started = serve((a) => {
      a.use(cache);
      a.use((req, res) => void res.send(`renderer ${req.method} ${req.originalUrl}`));
    });
    return {
      started,
      renders,
      cache,
      setKey(next: string) {
        key = next;
      },
      setStatus(next: number) {
        status = next;
      },
    };
  }

  it("renders a page once, then answers from memory with the hash of its script in the policy", async () => {
    const { started, renders } = setup();
    const app = await started;
    const [first, second] = await Promise.all([fetch(`${app.base}/about`), fetch(`${app.base}/about`)]);
    const third = await fetch(`${app.base}/about`);
    expect(renders).toEqual(["/about"]);
    for (const response of [first, second, third])
      expect(await response.text()).toMatch(/^<p>v1 \/about<\/p>/);
    const csp = directives(third.headers.get("content-security-policy") ?? "");
    expect(csp.get("script-src")).toEqual(["'self'", ...scriptHashes("<script>boot()</script>")]);
    expect(third.headers.get("cache-control")).toBe("no-cache");
    await app.close();
  });

  it("answers 304 to a matching ETag and sends Brotli or gzip when accepted", async () => {
    const { started } = setup();
    const app = await started;
    const plain = await fetch(`${app.base}/faq`, { headers: { "accept-encoding": "identity" } });
    const etag = plain.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect((await fetch(`${app.base}/faq`, { headers: { "if-none-match": etag } })).status).toBe(304);
    // Compressed answers carry the weak form of the same validator, which matches too.
    const br = await fetch(`${app.base}/faq`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("etag")).toBe(`W/${etag}`);
    expect(await br.text()).toBe(text);
    expect(
      (await fetch(`${app.base}/faq`, { headers: { "if-none-match": `W/${etag}`, "accept-encoding": "br" } }))
        .status,
    ).toBe(304);
    // Later answers get the smaller Brotli made in the background: the same page.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const best = await fetch(`${app.base}/faq`, { headers: { "accept-encoding": "br" } });
    expect(await best.text()).toBe(text);
    const gz = await fetch(`${app.base}/faq`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe(text);
    await app.close();
  });

  it("renders again after the content changes", async () => {
    const { started, renders, setKey } = setup();
    const app = await started;
    await (await fetch(`${app.base}/`)).text();
    setKey("v2");
    expect(await (await fetch(`${app.base}/`)).text()).toMatch(/^<p>v2 \/<\/p>/);
    expect(renders).toEqual(["/", "/"]);
    await app.close();
  });

  it("leaves posts, addresses with a query and excluded addresses to the renderer", async () => {
    const { started, renders } = setup();
    const app = await started;
    expect(await (await fetch(`${app.base}/blog?page=2`)).text()).toBe("renderer GET /blog?page=2");
    expect(await (await fetch(`${app.base}/contact`, { method: "POST" })).text()).toBe(
      "renderer POST /contact",
    );
    expect(await (await fetch(`${app.base}/admin`)).text()).toBe("renderer GET /admin");
    // React Router's own data requests are cached: their one parameter names the routes.
    await (await fetch(`${app.base}/blog.data?_routes=routes/blog`)).text();
    expect(renders).toEqual(["/blog.data?_routes=routes/blog"]);
    await app.close();
  });

  it("keeps only 200 answers: a missing page is rendered every time", async () => {
    const { started, renders, setStatus } = setup();
    const app = await started;
    setStatus(404);
    expect((await fetch(`${app.base}/nope`)).status).toBe(404);
    expect((await fetch(`${app.base}/nope`)).status).toBe(404);
    expect(renders).toEqual(["/nope", "/nope"]);
    await app.close();
  });

  it("drops the least recently used pages beyond its size", async () => {
    const { started, cache } = setup({ maxBytes: 10_000 });
    const app = await started;
    for (const page of ["/a", "/b", "/c", "/d"]) await (await fetch(`${app.base}${page}`)).text();
    // Each page is about 2 KB, counted twice (room for its compressed copies).
    expect(cache.size()).toBe(2);
    await app.close();
  });
});

describe("pageCache with a policy that answers later", () => {
  it("asks the policy only for what it could keep, and renders what it refuses per request", async () => {
    const asked: string[] = [];
    const cache = pageCache({
      render: async (request) =>
        new Response(`cached ${new URL(request.url).pathname}`, {
          headers: { "content-type": "text/plain" },
        }),
      key: () => "v1",
      contentSecurityPolicy: (hashes) => contentSecurityPolicy(hashes, null),
      excluded: async (pathname) => {
        asked.push(pathname);
        return pathname === "/search";
      },
    });
    const app = await serve((a) => {
      a.use(cache);
      a.use((req, res) => void res.send(`renderer ${req.method} ${req.originalUrl}`));
    });
    expect(await (await fetch(`${app.base}/search`)).text()).toBe("renderer GET /search");
    expect(await (await fetch(`${app.base}/about`)).text()).toBe("cached /about");
    expect(await (await fetch(`${app.base}/about?x=1`)).text()).toBe("renderer GET /about?x=1");
    expect(await (await fetch(`${app.base}/about`, { method: "POST" })).text()).toBe("renderer POST /about");
    expect(asked).toEqual(["/search", "/about"]);
    await app.close();
  });

  it("hands a failing policy's error on", async () => {
    const cache = pageCache({
      render: async () => new Response("never"),
      key: () => "v1",
      contentSecurityPolicy: (hashes) => contentSecurityPolicy(hashes, null),
      excluded: async () => {
        throw new Error("no build");
      },
    });
    const app = await serve((a) => {
      a.use(cache);
      a.use(((error, _req, res, _next) => void res.status(500).send(error.message)) as ErrorRequestHandler);
    });
    const answer = await fetch(`${app.base}/about`);
    expect(answer.status).toBe(500);
    expect(await answer.text()).toBe("no build");
    await app.close();
  });
});

describe("routeCachePolicy", () => {
  type Routes = Record<string, { parentId?: string; path?: string; index?: boolean; handle?: object }>;
  /** A server build with these routes (only what the policy reads of one). */
  const buildOf = (routes: Routes) =>
    ({
      routes: Object.fromEntries(
        Object.entries(routes).map(([id, { handle, ...route }]) => [
          id,
          { id, ...route, module: { handle } },
        ]),
      ),
    }) as unknown as ServerBuild;
  const routes: Routes = {
    root: { path: "" },
    site: { parentId: "root", handle: { pageCache: true } },
    home: { parentId: "site", index: true },
    post: { parentId: "site", path: "blog/:slug" },
    search: { parentId: "site", path: "search", handle: { pageCache: false } },
    missing: { parentId: "site", path: "*" },
    admin: { parentId: "root", path: "admin", handle: { pageCache: false, toasts: true } },
    "admin-home": { parentId: "admin", index: true, handle: { title: "Admin" } },
    "admin-content": { parentId: "admin", path: "content", handle: { title: "Content" } },
    feed: { parentId: "root", path: "blog/rss.xml", handle: { pageCache: true } },
    event: { parentId: "root", path: "api/event" },
    "kept-again": { parentId: "admin", path: "public-part", handle: { pageCache: true } },
  };

  it("keeps what a route, or else its nearest ancestor, declares; nothing that says nothing", async () => {
    const kept = routeCachePolicy(buildOf(routes), matchRoutes);
    const answers = async (paths: string[]) =>
      Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await kept(path)])));
    expect(
      await answers(["/", "/blog/a-post", "/no-such-page", "/blog/rss.xml", "/admin/public-part"]),
    ).toEqual({
      "/": true,
      "/blog/a-post": true,
      "/no-such-page": true,
      "/blog/rss.xml": true,
      "/admin/public-part": true,
    });
    expect(await answers(["/search", "/admin", "/admin/content", "/api/event"])).toEqual({
      "/search": false,
      "/admin": false,
      "/admin/content": false,
      "/api/event": false,
    });
  });

  it("answers a data request as the page it stands for", async () => {
    const kept = routeCachePolicy(buildOf(routes), matchRoutes);
    expect(await kept("/_.data")).toBe(true);
    expect(await kept("/blog/a-post.data")).toBe(true);
    expect(await kept("/search.data")).toBe(false);
    expect(await kept("/admin.data")).toBe(false);
    expect(await kept("/admin/content.data")).toBe(false);
  });

  it("keeps nothing when no route matches", async () => {
    const kept = routeCachePolicy(
      buildOf({ root: { path: "" }, about: { parentId: "root", path: "about" } }),
      matchRoutes,
    );
    expect(await kept("/elsewhere")).toBe(false);
    expect(await kept("/about")).toBe(false);
  });

  it("reads each build's routes once, and a new build (development, after an edit) afresh", async () => {
    let reads = 0;
    const counted = (build: ServerBuild) => {
      const { routes: table } = build;
      return Object.defineProperty(build, "routes", {
        get: () => {
          reads++;
          return table;
        },
      });
    };
    let current = counted(buildOf(routes));
    const kept = routeCachePolicy(async () => current, matchRoutes);
    for (const path of ["/", "/search", "/admin", "/search"]) await kept(path);
    expect(await kept("/search")).toBe(false);
    expect(reads).toBe(1);
    current = counted(buildOf({ ...routes, search: { parentId: "site", path: "search" } }));
    expect(await kept("/search")).toBe(true);
    expect(reads).toBe(2);
  });
});
