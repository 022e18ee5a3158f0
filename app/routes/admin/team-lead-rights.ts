import { leadRightsAction } from "~/features/leads/server/lead-rights.server";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/team-lead-rights";

/** The Team page's "Deleting leads" form posts here (the owner's alone). */
export function action({ request, context }: Route.ActionArgs) {
  return leadRightsAction(request, adminUser(context));
}
