import { teamOnly } from "~/features/auth/server/admin-gate.server";
import type { Route } from "./+types/staff-pages";

/** The pages staff may open too (the leads' work): anyone outside the team is sent to the sign-in. */
export const middleware: Route.MiddlewareFunction[] = [teamOnly("sign-in")];
