import type { AdminHandle } from "~/components/admin/admin-handle";
import { BackupsPage } from "~/features/backups/components/backups-page";
import { backupsPageData } from "~/features/backups/server/backups-admin.server";
import type { Route } from "./+types/backups";

export const handle: AdminHandle = {
  title: "Backups",
  description: "Download a copy of the whole site, and the daily backups the server keeps.",
};

export function loader() {
  return backupsPageData();
}

export default function AdminBackups({ loaderData }: Route.ComponentProps) {
  return <BackupsPage data={loaderData} />;
}
