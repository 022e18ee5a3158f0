import type { BuildConfig } from "./build-config";

declare const __BUILD_CONFIG__: BuildConfig;

/** The values the site was built with (see vite.config.ts). */
export const buildConfig: BuildConfig = __BUILD_CONFIG__;
export const siteUrl = buildConfig.siteUrl;
export const bookingUrl = buildConfig.bookingUrl;
