import type { RequestHandler } from "express";

/**
 * "/services/" and the like: one address per page, without the trailing
 * slash (301, query kept). The target is always a path on this site: the
 * leading slashes and backslashes of `//other.example/` or `/\other.example/`
 * (which a browser would read as another host) fold into one.
 */
export function trailingSlashRedirect(): RequestHandler {
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.originalUrl.slice(req.path.length);
      const path = `/${req.path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
      res.redirect(301, path + query);
      return;
    }
    next();
  };
}
