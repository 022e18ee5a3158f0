import type { Download } from "~/features/pages/seo/seo-health";

/** GET a path on this site, fresh: status and text, or text null when the request failed. */
export async function download(
  path: string,
): Promise<Download & { statusText: string; bytes: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(path, { cache: "no-store", redirect: "manual" });
    const text = await response.text();
    return {
      status: response.status,
      statusText: response.statusText,
      text,
      bytes: new TextEncoder().encode(text).length,
      ms: Math.round(performance.now() - started),
    };
  } catch {
    return { status: 0, statusText: "", text: null, bytes: 0, ms: Math.round(performance.now() - started) };
  }
}

/** A path the visitor typed, kept on this site: "/x" yes; "//host", "http://..." no. */
export function sameOriginPath(input: string): string | null {
  const value = input.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
