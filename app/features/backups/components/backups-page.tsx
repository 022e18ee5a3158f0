import { CircleAlert, Download } from "lucide-react";
import { href } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";

export interface BackupsPageData {
  keep: number;
  /** The data folder (moved aside for a restore) and where the daily backups are. */
  dataDir: string;
  folder: string;
  last: { at: string; atText: string; size: string } | null;
  lastFailed: boolean;
  kept: { name: string; at: string; atText: string; size: string }[];
}

/** /admin/backups: a copy of the whole site to take away, the daily ones kept on the server, and how to put one back. */
export function BackupsPage({ data }: { data: BackupsPageData }) {
  return (
    <AdminPage
      title="Backups"
      width="max-w-3xl"
      intro="A backup is a copy of everything the site holds: requests from customers, your content and photos, and your sign-in. Keep a recent one somewhere other than the server: your computer, a USB stick or cloud storage."
    >
      <section aria-labelledby="backup-now-title" className="rounded-lg border border-border p-4 sm:p-5">
        <h2 id="backup-now-title" className="text-lg font-bold">
          Download a backup now
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The site keeps running while the copy is made; it takes a few seconds.
        </p>
        <Button asChild className="mt-4 h-11">
          <a href={href("/admin/backups/download")} download>
            <Download aria-hidden="true" /> Download a backup now
          </a>
        </Button>
      </section>

      <section aria-labelledby="daily-title" className="mt-6 rounded-lg border border-border p-4 sm:p-5">
        <h2 id="daily-title" className="text-lg font-bold">
          Daily backups on the server
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Once a day the server makes a backup by itself and keeps the last {data.keep}; older ones are
          removed.
        </p>
        <p className="mt-3 font-medium" data-testid="last-backup">
          {data.last ? (
            <>
              Last automatic backup: <time dateTime={data.last.at}>{data.last.atText}</time>
              {data.last.size ? ` (${data.last.size})` : ""}.
            </>
          ) : (
            "No automatic backup yet: the first one is made a few minutes after the site starts."
          )}
        </p>
        {data.lastFailed ? (
          <p role="alert" className="mt-2 flex items-start gap-2 text-sm">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            The last try did not work. The server tries again within the hour; if this stays, tell whoever
            looks after the server.
          </p>
        ) : null}
        {data.kept.length > 0 ? (
          <ul
            aria-label="Backups kept on the server"
            className="mt-4 divide-y divide-border border-y border-border"
          >
            {data.kept.map((backup) => (
              <li key={backup.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <time dateTime={backup.at}>{backup.atText}</time>
                  <span className="text-sm text-muted-foreground"> · {backup.size}</span>
                </span>
                <Button asChild variant="outline" className="h-11">
                  <a href={href("/admin/backups/files/:file", { file: backup.name })} download>
                    <Download aria-hidden="true" /> Download
                    <span className="sr-only"> the backup of {backup.atText}</span>
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="restore-title" className="mt-6 rounded-lg border border-border p-4 sm:p-5">
        <h2 id="restore-title" className="text-lg font-bold">
          Putting a backup back
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          This is done on the server itself, not from this page, so a wrong tap can never replace the site. It
          takes a few minutes; the site is offline meanwhile. If someone set up the server for you, send them
          these steps and the backup file.
        </p>
        <ol className="mt-3 list-decimal space-y-2 pl-5">
          <li>Stop the site.</li>
          <li>
            Move the site's data folder aside (rename it): a backup only goes into an empty folder, so nothing
            is ever overwritten. Today it is <code className="[overflow-wrap:anywhere]">{data.dataDir}</code>.
          </li>
          <li>
            Copy the backup file onto the server, then in the site's folder run{" "}
            <code className="my-1 block w-fit max-w-full rounded bg-muted px-2 py-1 [overflow-wrap:anywhere]">
              npm run restore -- backup-2026-11-24-0200.tar.gz
            </code>
            (with the name of your file).
          </li>
          <li>Start the site again. Everything is as it was when the backup was made.</li>
        </ol>
        <p className="mt-3 text-sm text-muted-foreground">
          If the site keeps its data in its own database server (PostgreSQL), point it at a new, empty
          database instead of moving the folder. The daily backups are in{" "}
          <code className="[overflow-wrap:anywhere]">{data.folder}</code>.
        </p>
      </section>
    </AdminPage>
  );
}
