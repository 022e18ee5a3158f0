import { adminOnly } from "~/features/auth/server/admin-gate.server";
import type { Route } from "./+types/files";

/** The admin's downloads and uploads: anyone but a signed-in admin gets a 403. */
export const middleware: Route.MiddlewareFunction[] = [adminOnly("forbidden")];
