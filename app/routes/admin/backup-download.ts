import { downloadBackupNow } from "~/features/backups/server/backups-admin.server";
import type { Route } from "./+types/backup-download";

/**
 * A backup of the whole site made now and locked with the form's passphrase, as a download (behind
 * the admin's files gate). A post only: a link to this address from anywhere makes nothing.
 */
export function action({ request }: Route.ActionArgs) {
  return downloadBackupNow(request);
}
