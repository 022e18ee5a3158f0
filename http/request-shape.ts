import type { RequestHandler } from "express";

/** What the site answers: pages and files (GET, HEAD) and its forms (POST). */
const HANDLED = new Set(["GET", "HEAD", "POST"]);
/** Methods HTTP defines that the site does not handle: 405 with the ones it does. */
const KNOWN = new Set(["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT"]);

function plain(res: Parameters<RequestHandler>[1], status: number, text: string) {
  res.status(status).type("text/plain; charset=utf-8").set("Cache-Control", "no-store").send(`${text}\n`);
}

/**
 * Refuses, before anything else reads it, a request the site cannot
 * answer: a target that is not a path (`GET http://other.example/`,
 * `GET *`) is a 400; a method HTTP knows but the site does not handle
 * (PUT, DELETE, TRACE...) a 405 naming the ones it does; any other method a
 * 501. None of them is an error of the server's: nothing is logged.
 */
export function requestShape(): RequestHandler {
  return (req, res, next) => {
    if (!req.url.startsWith("/")) {
      plain(res, 400, "Bad request: the address must be a path.");
      return;
    }
    if (HANDLED.has(req.method)) {
      next();
      return;
    }
    if (KNOWN.has(req.method)) {
      res.set("Allow", "GET, HEAD, POST");
      plain(res, 405, "Method not allowed.");
      return;
    }
    plain(res, 501, "Not implemented.");
  };
}
