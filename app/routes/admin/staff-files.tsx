import { teamOnly } from "~/features/auth/server/admin-gate.server";
import type { Route } from "./+types/staff-files";

/** The downloads staff may take too (the leads' and Insights' CSV): anyone outside the team gets a 403. */
export const middleware: Route.MiddlewareFunction[] = [teamOnly("forbidden")];
