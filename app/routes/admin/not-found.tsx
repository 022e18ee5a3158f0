import { data } from "react-router";
import type { AdminHandle } from "~/components/admin/admin-handle";

export const handle: AdminHandle = { title: "Page not found" };

/** An address under /admin that names no page: the admin's own 404, inside its frame (the layout's error page). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
