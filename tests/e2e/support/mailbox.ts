import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mailDir, type SunkMail } from "./e2e-env";

export type { SunkMail };

/** Every message the test SMTP sink has received so far. */
export function receivedMail(): SunkMail[] {
  const dir = mailDir();
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".json") && !name.startsWith("."));
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as SunkMail);
}

/** Waits for messages that match, and returns them (at least `count`). */
export async function waitForMail(
  match: (mail: SunkMail) => boolean,
  { count = 1, timeout = 20_000 } = {},
): Promise<SunkMail[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = receivedMail().filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} matching e-mail(s) within ${timeout} ms, found ${found.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const mentions = (text: string) => (mail: SunkMail) =>
  mail.text.includes(text) || mail.subject.includes(text);
