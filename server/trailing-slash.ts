import type { RequestHandler } from "express";

/** "/services/" and the like: one address per page, without the trailing slash (301, query kept). */
export function trailingSlashRedirect(): RequestHandler {
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, req.path.replace(/\/+$/, "") + query);
      return;
    }
    next();
  };
}
