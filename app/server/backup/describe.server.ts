/** What the command-line scripts print about an archive. */
import type { BackupManifest } from "./manifest.server";

/** An archive's contents in a few lines: rows per table, then the files. */
export function describeManifest(manifest: BackupManifest): string[] {
  const width = Math.max(...manifest.tables.map((t) => t.name.length));
  const total = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const media = manifest.files.filter((name) => name !== "auth-secret");
  return [
    `  ${total.toLocaleString("en-US")} rows in ${manifest.tables.length} tables (database at migration ${manifest.migration}):`,
    ...manifest.tables.map(
      (t) => `    ${t.name.padEnd(width)}  ${t.rows.toLocaleString("en-US").padStart(7)}`,
    ),
    `  Files of the data folder: ${
      [
        ...(manifest.files.includes("auth-secret") ? ["auth-secret"] : []),
        ...(media.length > 0
          ? [
              `${media.length} other file(s) (${media.slice(0, 3).join(", ")}${media.length > 3 ? ", ..." : ""})`,
            ]
          : []),
      ].join(", ") || "none"
    }`,
  ];
}
