import type { AdminHandle } from "~/components/admin/admin-handle";
import { ReviewCard } from "~/features/leads/components/review-card";
import { reviewCardData } from "~/features/leads/server/review-card.server";
import type { Route } from "./+types/review-card";

export const handle: AdminHandle = { title: "Review card" };

export function loader() {
  return reviewCardData();
}

export default function AdminReviewCard({ loaderData }: Route.ComponentProps) {
  return <ReviewCard data={loaderData} />;
}
