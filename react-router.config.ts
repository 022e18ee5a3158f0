import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.ts";

export default {
  ssr: true,
  // A route's client action stays in its one chunk: only the form pages have
  // one, and a separate tiny file costs them more than it saves.
  splitRouteModules: false,
  // Public content pages are rendered to HTML at build; forms, admin, search
  // and the 404 page are rendered per request.
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
