import { expect, it } from "vitest";
import { imageTask, inBackground } from "~/features/media/server/processing-slots.server";

it("lets the background's image work wait behind a request's, even when it asked first", async () => {
  const order: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Both places taken.
  const busy = [imageTask(() => held), imageTask(() => held)];
  const background = inBackground(() => imageTask(async () => void order.push("background")));
  const upload = imageTask(async () => void order.push("upload"));
  release();
  await Promise.all([...busy, background, upload]);
  expect(order).toEqual(["upload", "background"]);
});
