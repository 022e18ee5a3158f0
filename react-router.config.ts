import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.ts";

export default {
  ssr: true,
  // Public content pages are rendered to HTML at build; forms, admin, search
  // and the 404 page are rendered per request.
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
