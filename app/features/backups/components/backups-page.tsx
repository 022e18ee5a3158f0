import { CircleAlert, Download, Lock } from "lucide-react";
import { href } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";

export interface BackupsPageData {
  keep: number;
  last: { at: string; atText: string; size: string } | null;
  lastFailed: boolean;
  kept: { name: string; at: string; atText: string; size: string }[];
}

const FORM_ID = "backup-download-form";

/** The passphrase every download is locked with, typed twice (a typo would make the file useless). */
function PassphraseFields() {
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor="backup-passphrase">Passphrase</Label>
        <Input
          id="backup-passphrase"
          name="passphrase"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          className="mt-1"
        />
      </div>
      <div>
        <Label htmlFor="backup-passphrase-again">The same passphrase again</Label>
        <Input
          id="backup-passphrase-again"
          name="passphraseAgain"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          className="mt-1"
        />
      </div>
    </div>
  );
}

/** /admin/backups: a copy of the whole site to take away, the daily ones kept on the server, and how to put one back. */
export function BackupsPage({ data }: { data: BackupsPageData }) {
  return (
    <AdminPage
      title="Backups"
      width="max-w-3xl"
      intro="A backup is a copy of what the site holds: requests from customers and quotes, your content and photos, the team's accounts (their passwords scrambled as the site keeps them) and the two-factor keys of their phones. It holds no signed-in sessions, no password-reset or invitation links and not the site's own secret key: restoring one signs everyone out."
    >
      <section aria-labelledby="backup-now-title" className="rounded-lg border border-border p-4 sm:p-5">
        <h2 id="backup-now-title" className="text-lg font-bold">
          Download a backup now
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Every backup you download is locked (encrypted) with a passphrase you choose here: without it the
          file cannot be opened or put back, by anyone, you included. Keep the passphrase apart from the file
          (in your password manager or on paper at home, not on the same USB stick or in the same cloud
          folder), and keep a recent backup somewhere other than the server. The site keeps running while the
          copy is made; it takes a few seconds.
        </p>
        <form id={FORM_ID} method="post" action={href("/admin/backups/download")}>
          <PassphraseFields />
          <Button type="submit" className="mt-4 h-11">
            <Lock aria-hidden="true" /> Download a locked backup now
          </Button>
        </form>
      </section>

      <section aria-labelledby="daily-title" className="mt-6 rounded-lg border border-border p-4 sm:p-5">
        <h2 id="daily-title" className="text-lg font-bold">
          Daily backups on the server
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Once a day the server makes a backup by itself and keeps the last {data.keep}; older ones are
          removed. A download is locked with the passphrase typed above.
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
                <Button
                  type="submit"
                  form={FORM_ID}
                  formAction={href("/admin/backups/files/:file", { file: backup.name })}
                  variant="outline"
                  className="h-11"
                >
                  <Download aria-hidden="true" /> Download
                  <span className="sr-only"> the backup of {backup.atText}</span>
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
            is ever overwritten.
          </li>
          <li>
            Copy the backup file onto the server, then in the site's folder run{" "}
            <code className="my-1 block w-fit max-w-full rounded bg-muted px-2 py-1 [overflow-wrap:anywhere]">
              npm run restore -- backup-2026-11-24-0200.tar.gz.enc
            </code>
            (with the name of your file) and type the backup's passphrase when asked.
          </li>
          <li>
            Start the site again. Everything is as it was when the backup was made, except that nobody is
            signed in: each person signs in again with their password and two-factor code.
          </li>
        </ol>
        <p className="mt-3 text-sm text-muted-foreground">
          If the site keeps its data in its own database server (PostgreSQL), point it at a new, empty
          database instead of moving the folder.
        </p>
      </section>
    </AdminPage>
  );
}
