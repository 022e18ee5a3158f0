import type { AdminHandle } from "~/components/admin/admin-handle";
import { TeamPage } from "~/features/auth/components/team-page";
import { teamAction, teamPageData } from "~/features/auth/server/team.server";
import { LeadRightsForm } from "~/features/leads/components/lead-rights-form";
import { leadRightsData } from "~/features/leads/server/lead-rights.server";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/team";

/** /admin/team: who may sign in (owner or staff), invitations, role changes (the owner's). */
export const handle: AdminHandle = {
  title: "Team",
  description: "The people who may sign in to the admin, and what each may do.",
};

export async function loader({ context }: Route.LoaderArgs) {
  const [team, leadRights] = await Promise.all([teamPageData(adminUser(context)), leadRightsData()]);
  return { ...team, leadRights };
}

export function action({ request, context }: Route.ActionArgs) {
  return teamAction(request, adminUser(context));
}

export default function AdminTeam({ loaderData }: Route.ComponentProps) {
  const { leadRights, ...team } = loaderData;
  return (
    <TeamPage {...team}>
      <LeadRightsForm {...leadRights} />
    </TeamPage>
  );
}
