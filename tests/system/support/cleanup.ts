/**
 * Setup file of the system tests: after each test file (whose own hooks have
 * stopped its servers by then) its data folders are deleted; an embedded
 * database is some 40 MB.
 */
import { afterAll } from "vitest";
import { removeTempDirs } from "./server";

afterAll(() => {
  removeTempDirs();
});
