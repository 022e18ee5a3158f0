import { downloadBackupNow } from "~/features/backups/server/backups-admin.server";

/** A backup of the whole site made now, as a download (behind the admin's files gate). */
export function loader() {
  return downloadBackupNow();
}
