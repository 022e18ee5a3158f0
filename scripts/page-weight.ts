/**
 * node scripts/page-weight.ts URL...
 * Prints the compressed bytes of each page's HTML and of the JavaScript and
 * CSS it loads (scripts, module preloads, stylesheets), as sent with gzip and
 * with Brotli.
 */
import { brotliCompressSync, gzipSync } from "node:zlib";

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error("Usage: node scripts/page-weight.ts http://localhost:3000/ ...");
  process.exit(2);
}

type Encoding = "gzip" | "br";

/** Bytes on the wire: the Content-Length of the encoded answer, or the body compressed here. */
async function wireBytes(url: string, encoding: Encoding): Promise<number> {
  const response = await fetch(url, { headers: { "accept-encoding": encoding } });
  const body = new Uint8Array(await response.arrayBuffer());
  const length = response.headers.get("content-length");
  if (response.headers.get("content-encoding") === encoding && length) return Number(length);
  return encoding === "gzip" ? gzipSync(body).length : brotliCompressSync(body).length;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

for (const pageUrl of urls) {
  const html = await (await fetch(pageUrl)).text();
  const assets = new Set<string>();
  // What the page itself loads: module preloads, scripts and stylesheets (the
  // route manifest inlined in the page names every route's files; those are
  // fetched only when the visitor navigates there).
  for (const match of html.matchAll(
    /<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*>|<script[^>]*src="[^"]+"/g,
  )) {
    const href = /(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/.exec(match[0])?.[1];
    if (href) assets.add(href);
  }
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) assets.add(match[1] ?? "");
  assets.delete("");
  const totals: Record<Encoding, { html: number; js: number; css: number }> = {
    gzip: { html: 0, js: 0, css: 0 },
    br: { html: 0, js: 0, css: 0 },
  };
  for (const encoding of ["gzip", "br"] as const) {
    totals[encoding].html = await wireBytes(pageUrl, encoding);
    for (const asset of assets) {
      const bytes = await wireBytes(new URL(asset, pageUrl).toString(), encoding);
      if (asset.endsWith(".css")) totals[encoding].css += bytes;
      else totals[encoding].js += bytes;
    }
  }
  const { gzip, br } = totals;
  console.log(
    `${pageUrl}  JS ${kb(gzip.js)} gzip / ${kb(br.js)} br  CSS ${kb(gzip.css)} / ${kb(br.css)}  HTML ${kb(gzip.html)} / ${kb(br.html)}  (${assets.size} files)`,
  );
}
