import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildConfigFromEnv } from "./app/lib/build-config.ts";

const buildConfig = buildConfigFromEnv(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Baked into the client and server bundles alike: prerendered pages carry these.
  define: { __BUILD_CONFIG__: JSON.stringify(buildConfig) },
  build: { assetsInlineLimit: 0 },
});
