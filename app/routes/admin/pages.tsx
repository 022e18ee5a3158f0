import { adminOnly } from "~/features/auth/server/admin-gate.server";
import type { Route } from "./+types/pages";

/** The admin's pages: anyone but a signed-in admin is sent to the sign-in with a message. */
export const middleware: Route.MiddlewareFunction[] = [adminOnly("sign-in")];
