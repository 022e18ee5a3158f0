/** Backup and restore on the embedded database (the suite: support/backup-restore-suite.ts). */
import { backupRestoreSuite } from "./support/backup-restore-suite";

backupRestoreSuite({ label: "the embedded database", postgres: false, ports: [3518, 3519] });
