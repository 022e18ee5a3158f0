/** Backup and restore on PostgreSQL, when TEST_DATABASE_URL names one (the suite: support/backup-restore-suite.ts). */
import { backupRestoreSuite } from "./support/backup-restore-suite";

backupRestoreSuite({ label: "PostgreSQL", postgres: true, ports: [3524, 3525] });
