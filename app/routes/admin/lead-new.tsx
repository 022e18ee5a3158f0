import type { AdminHandle } from "~/components/admin/admin-handle";
import { LeadEntryForm } from "~/features/leads/components/lead-entry-form";
import { leadEntryAction, leadEntryData } from "~/features/leads/server/lead-entry.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import type { Route } from "./+types/lead-new";

/** A lead the owner adds by hand: a phone call, a walk-in, a referral. */
export const handle: AdminHandle = { title: "Add a lead" };

export function loader() {
  return leadEntryData();
}

export function action({ request }: Route.ActionArgs) {
  return leadEntryAction(request);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminLeadNew({ loaderData }: Route.ComponentProps) {
  return <LeadEntryForm sources={loaderData.sources} />;
}
