/** Reading a Content-Security-Policy header and the inline scripts it governs. */
import { createHash } from "node:crypto";

/** The directives of a Content-Security-Policy header, by name. */
export function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

export function scriptNonce(csp: string): string | undefined {
  const source = directives(csp)
    .get("script-src")
    ?.find((value) => value.startsWith("'nonce-"));
  return source?.slice("'nonce-".length, -1);
}

/**
 * Inline scripts (no src) that run, with their nonce attribute and their
 * sha256 as a policy names it. Data blocks (JSON-LD) never run, so the policy
 * does not apply to them; the deferred boot script (text/plain) is run later
 * from its text, so it does, and it governs speculation rules as scripts.
 */
export function inlineScripts(html: string): { nonce: string | undefined; hash: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes))
    .filter(([, attributes = ""]) => {
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
      return (
        type === undefined ||
        type === "module" ||
        type === "text/plain" ||
        type === "speculationrules" ||
        /javascript/.test(type)
      );
    })
    .map(([, attributes = "", text = ""]) => ({
      nonce: /\snonce="([^"]*)"/.exec(attributes)?.[1],
      hash: `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
    }));
}
