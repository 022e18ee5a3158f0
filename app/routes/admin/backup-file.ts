import { downloadKeptBackup } from "~/features/backups/server/backups-admin.server";
import type { Route } from "./+types/backup-file";

/** One of the daily backups kept on the server, as a download (behind the admin's files gate). */
export function loader({ params }: Route.LoaderArgs) {
  return downloadKeptBackup(params.file);
}
