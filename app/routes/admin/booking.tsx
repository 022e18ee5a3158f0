import type { AdminHandle } from "~/components/admin/admin-handle";
import { BookingPage } from "~/features/booking/components/booking-page";
import { bookingAction, bookingPageData } from "~/features/booking/server/booking-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/booking";

export const handle: AdminHandle = {
  title: "Booking",
  description: "When estimate visits may be booked, and the next free times.",
};

export function loader() {
  return bookingPageData();
}

export function action({ request, context }: Route.ActionArgs) {
  return bookingAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminBooking({ loaderData }: Route.ComponentProps) {
  return <BookingPage data={loaderData} />;
}
