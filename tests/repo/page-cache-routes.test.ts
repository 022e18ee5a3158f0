/**
 * Every route of app/routes.ts says whether the page cache may keep it
 * (`handle.pageCache` in its module or an ancestor's): a new route cannot be
 * cached, or left uncached, by accident. The policy the server reads from
 * those declarations keeps exactly the public pages and files.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { declaredPageCache, routeCachePolicy } from "../../http/page-cache.ts";

interface Walked {
  id: string;
  parentId: string;
  entry: RouteConfigEntry;
  module: { handle?: unknown };
}

const appDir = path.resolve(import.meta.dirname, "..", "..", "app");
const modules = new Map<string, Promise<{ handle?: unknown }>>();
const moduleOf = (file: string) => {
  if (!modules.has(file)) modules.set(file, import(/* @vite-ignore */ path.join(appDir, file)));
  return modules.get(file)!;
};

/** Every route of routes.ts under the root, with its module, as the build will have them. */
async function walk(entries: RouteConfigEntry[], parentId = "root"): Promise<Walked[]> {
  const walked: Walked[] = [];
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    walked.push({ id, parentId, entry, module: await moduleOf(entry.file) });
    walked.push(...(await walk(entry.children ?? [], id)));
  }
  return walked;
}

let walked: Walked[];
let root: { handle?: unknown };
beforeAll(async () => {
  root = (await import("../../app/root.tsx")) as { handle?: unknown };
  walked = await walk(routes);
});

describe("the page cache's policy, declared per route", () => {
  it("is declared by every route or one of its ancestors", () => {
    const byId = new Map(walked.map((route) => [route.id, route]));
    const declares = (id: string): boolean => {
      const route = byId.get(id);
      if (!route) return declaredPageCache(root.handle) !== undefined;
      return declaredPageCache(route.module.handle) !== undefined || declares(route.parentId);
    };
    const unclassified = walked.filter((route) => !declares(route.id)).map((route) => route.entry.file);
    expect(unclassified, "say `export const handle = { pageCache: true | false }` in these").toEqual([]);
  });

  it("keeps the public pages and files, and nothing of the admin, the search or the visitor's posts", async () => {
    const build = {
      routes: Object.fromEntries([
        ["root", { id: "root", path: "", module: root }],
        ...walked.map(({ id, parentId, entry, module }) => [
          id,
          { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module },
        ]),
      ]),
    } as unknown as ServerBuild;
    const kept = routeCachePolicy(build, matchRoutes);
    const expected: Record<string, boolean> = {
      "/": true,
      "/about": true,
      "/service/interior-painting": true,
      "/blog/drywall-repair": true,
      "/blog/category/interior-painting": true,
      "/contact": true,
      "/contact/thank-you": true,
      "/service-area/shoreview": true,
      "/faq": true,
      "/this-page-does-not-exist": true,
      "/sitemap.xml": true,
      "/robots.txt": true,
      "/blog/rss.xml": true,
      "/_.data": true,
      "/gallery.data": true,
      "/search": false,
      "/search.data": false,
      "/admin": false,
      "/admin.data": false,
      "/admin/content/blog/3": false,
      "/admin/insights.data": false,
      "/admin/export.csv": false,
      "/admin/leads/photos/1": false,
      "/admin/manifest.webmanifest": false,
      "/img/media/0b8c-hero-800.abc.avif": false,
      "/api/event": false,
      "/contact/send": false,
      "/service-area-check": false,
    };
    const answers: Record<string, boolean> = {};
    for (const path of Object.keys(expected)) answers[path] = await kept(path);
    expect(answers).toEqual(expected);
  });
});
