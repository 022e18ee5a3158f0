import type { AdminHandle } from "~/components/admin/admin-handle";
import { TeamPage } from "~/features/auth/components/team-page";
import { teamAction, teamPageData } from "~/features/auth/server/team.server";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/team";

/** /admin/team: who may sign in (owner or staff), invitations, role changes (the owner's). */
export const handle: AdminHandle = {
  title: "Team",
  description: "The people who may sign in to the admin, and what each may do.",
};

export function loader({ context }: Route.LoaderArgs) {
  return teamPageData(adminUser(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return teamAction(request, adminUser(context));
}

export default function AdminTeam({ loaderData }: Route.ComponentProps) {
  return <TeamPage {...loaderData} />;
}
