import { ownerOnly } from "~/features/auth/server/admin-gate.server";
import type { Route } from "./+types/files";

/** The owner's downloads and uploads: anyone but the signed-in owner gets a 403. */
export const middleware: Route.MiddlewareFunction[] = [ownerOnly("forbidden")];
