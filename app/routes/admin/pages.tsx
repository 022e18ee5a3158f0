import { ownerOnly } from "~/features/auth/server/admin-gate.server";
import type { Route } from "./+types/pages";

/**
 * The owner's pages (the default for an admin page): anyone outside the team
 * is sent to the sign-in with a message, staff get 403 inside the admin's frame.
 */
export const middleware: Route.MiddlewareFunction[] = [ownerOnly("sign-in")];
