import type { RequestHandler } from "express";

/** GET /healthz: 200 once the server and its database (and Redis) answer, 503 otherwise; never cached. */
export function healthCheck(check: () => Promise<{ ok: boolean }>): RequestHandler {
  return async (_req, res) => {
    const health = await check();
    res
      .status(health.ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(health);
  };
}
