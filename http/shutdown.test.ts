import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const node = existsSync(path.join(root, "node_modules/.bin/node"))
  ? path.join(root, "node_modules/.bin/node")
  : "node";

it("finishes the request under way on SIGTERM, then closes and exits 0", async () => {
  const child = spawn(
    node,
    [path.join(import.meta.dirname, "test-support", "fixtures", "shutdown-server.ts")],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  const port = await new Promise<string>((resolve) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const answer = fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
  await new Promise((resolve) => setTimeout(resolve, 100));
  child.kill("SIGTERM");
  expect(await answer).toBe("finished");
  expect(await exited).toBe(0);
  expect(output).toContain("SIGTERM: finishing in-flight requests");
  expect(output).toContain("CLOSED");
  // New connections are refused once it has stopped.
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
});
