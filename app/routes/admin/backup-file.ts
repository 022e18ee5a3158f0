import { downloadKeptBackup } from "~/features/backups/server/backups-admin.server";
import type { Route } from "./+types/backup-file";

/** One of the daily backups kept on the server, locked with the form's passphrase, as a download (a post only). */
export function action({ request, params }: Route.ActionArgs) {
  return downloadKeptBackup(request, params.file);
}
