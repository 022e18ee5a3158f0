/** What a backup archive is called: backup-2025-05-01-0200.tar.gz, in the server's local time. */
export function backupFileName(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `backup-${day}-${two(now.getHours())}${two(now.getMinutes())}.tar.gz`;
}

/** Whether a name is one backupFileName makes (and so safe to serve or remove from the backups folder). */
export function isBackupFileName(name: string): boolean {
  return /^backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/.test(name);
}
