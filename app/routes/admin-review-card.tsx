import { AdminShell } from "~/components/admin/admin-shell";
import { ReviewCard } from "~/components/admin/review-card";
import { adminHandle, adminHeaders } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { clientAddressContext } from "~/server/request-context.server";
import { reviewCardData } from "~/server/review-card.server";
import type { Route } from "./+types/admin-review-card";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return reviewCardData(request, context.get(clientAddressContext));
}

export default function AdminReviewCard({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell signedIn>
      <ReviewCard data={loaderData} />
    </AdminShell>
  );
}
