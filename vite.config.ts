import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adminServiceWorker } from "./scripts/vite/admin-service-worker.ts";
import { chunkReport } from "./scripts/vite/chunk-report.ts";
import { lucideIconImports } from "./scripts/vite/lucide-icon-imports.ts";
import { visitScript } from "./scripts/vite/visit-script.ts";

const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream)[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Imported by the root but rendered on the server only (ServerMarkup): what
 * they import is not the layout's, and must not be pulled into its chunk.
 */
const serverRenderedOnly = ["app/components/layout/footer.tsx"].map((file) =>
  path.resolve(import.meta.dirname, file),
);

/**
 * Shared by the root and the visit counter (scripts/vite/visit-script.ts),
 * which a page loads before, and without, React (and which is all a page
 * without the framework's scripts runs: decision 0030): kept out of the
 * framework file, so counting a visit fetches and runs none of it.
 */
const visitCounting =
  /[\\/]app[\\/](features[\\/]insights[\\/](landing|page-views)|lib[\\/](constants|frame-behaviours|page-scripts|reveal|reviews-widget))\.ts$/;

/** Used by nearly every route: not worth a file of its own. */
const routeMeta = path.resolve(import.meta.dirname, "app/lib/route-meta.ts");

/** Every module the root route and the public pages' layout pull in statically: these load on every public page anyway. */
let rootClosure: Set<string> | undefined;
function reachableFromRoot(id: string, graph: ModuleGraph): boolean {
  if (!rootClosure) {
    rootClosure = new Set();
    const stack = ["app/root.tsx", "app/routes/site/layout.tsx"].map((file) =>
      path.resolve(import.meta.dirname, file),
    );
    while (stack.length > 0) {
      const current = stack.pop() as string;
      if (rootClosure.has(current) || serverRenderedOnly.includes(current) || visitCounting.test(current))
        continue;
      rootClosure.add(current);
      stack.push(...(graph.getModuleInfo(current)?.importedIds ?? []));
    }
  }
  return rootClosure.has(id);
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    lucideIconImports(import.meta.dirname),
    adminServiceWorker(import.meta.dirname),
    chunkReport(),
    visitScript(import.meta.dirname),
  ],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page loads React, the router and the root layout: a few
            // larger files compress better than dozens of tiny shared ones.
            codeSplitting: {
              groups: [
                // The visit counter (scripts/vite/visit-script.ts) and what the
                // root shares with it: a small file of their own, loaded before
                // and without React.
                { name: "visit-counting", test: visitCounting, priority: 2 },
                {
                  name: (id, ctx) =>
                    framework.test(id) || id === routeMeta || reachableFromRoot(id, ctx) ? "framework" : null,
                  priority: 1,
                },
                // What the two form pages share, in one file.
                {
                  name: "forms",
                  test: /[\\/]app[\\/](components[\\/]forms[\\/]|features[\\/]leads[\\/]components[\\/]form[\\/]|lib[\\/]form-result\.ts)/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
