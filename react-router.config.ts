import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A route's client action stays in its one chunk: only the form pages have
  // one, and a separate tiny file costs them more than it saves.
  splitRouteModules: false,
  // No prerendering: pages show the owner's content from the database and
  // are rendered once per content version by the server's page cache
  // (docs/decisions/0004-page-cache.md).
} satisfies Config;
