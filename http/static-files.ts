import { existsSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, Router } from "express";

/**
 * Serves the build's precompressed copy (scripts/precompress.ts) of a static
 * file when the browser accepts it: Brotli first, then gzip.
 */
export function precompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    let file: string;
    try {
      file = path.join(dir, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(dir + path.sep)) return next();
    for (const [encoding, extension] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (!accepted.includes(encoding) || !existsSync(file + extension)) continue;
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.type(path.extname(file));
      res.sendFile(file + extension, { immutable: true, maxAge: "1y" });
      return;
    }
    next();
  };
}

const immutable = { immutable: true, maxAge: "1y", index: false, redirect: false } as const;

/**
 * The build's hashed assets (/assets) and images (/img), cached for a year
 * (their names change with their content); a missing one is a plain 404
 * rather than a page. Uploaded pictures (/img/media/) are the app's to serve.
 */
export function buildAssets(clientDir: string): Router {
  const router = Router();
  const assets = path.join(clientDir, "assets");
  router.use("/assets", precompressed(assets), express.static(assets, immutable));
  router.use("/img", express.static(path.join(clientDir, "img"), immutable));
  router.use(["/assets", "/img"], (req, res, next) => {
    if (req.baseUrl === "/img" && req.path.startsWith("/media/")) return next();
    res.status(404).type("text").send("Not found");
  });
  return router;
}

/** The build's other public files (icons, the web manifest, social images), cached for an hour. */
export function publicFiles(clientDir: string): RequestHandler {
  return express.static(clientDir, { index: false, redirect: false, maxAge: "1h" });
}
