import { CircleAlert, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { PhotoUpdatesNote as Note } from "~/features/content/photo-updates";

/** How often an open page asks again while photos are being updated. */
const FOLLOW_MS = 5_000;

/**
 * The photos being cut again in the background (new sizes, or uploaded before
 * the point to keep in view existed): how far it is, while it runs (followed
 * every few seconds once the page's script runs; a reload shows it without),
 * and each photo that could not be done, still shown as before.
 */
export function PhotoUpdatesNote({ note }: { note: Note | null }) {
  const revalidator = useRevalidator();
  const running = note !== null && note.total > 0;
  useEffect(() => {
    if (!running || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [running, revalidator]);
  if (!note) return null;
  return (
    <div className="mb-6 grid gap-3">
      {running ? (
        <div
          role="status"
          className="flex gap-3 rounded-md border border-border bg-muted p-4 text-sm sm:text-base"
        >
          <RefreshCw className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">
              Updating your photos: {note.finished} of {note.total} done
            </p>
            <p className="mt-1 text-muted-foreground">
              Each is cut again to the site's sizes, around the point you chose. Until it is ready, the site
              shows it as before. You can keep working meanwhile.
            </p>
            <progress
              className="mt-2 h-2 w-full max-w-sm accent-primary"
              max={note.total}
              value={note.finished}
              aria-label="Photos updated"
            />
          </div>
        </div>
      ) : null}
      {note.failed.length ? (
        <div className="flex gap-3 rounded-md border border-destructive/50 bg-red-50 p-4 text-sm text-red-900 sm:text-base dark:bg-red-950 dark:text-red-100">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">
              {note.failed.length === 1
                ? "One photo could not be updated. It still shows as before:"
                : `${note.failed.length} photos could not be updated. They still show as before:`}
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {note.failed.map((photo) => (
                <li key={`${photo.name}:${photo.reason}`}>
                  {photo.name}: {photo.reason}.
                </li>
              ))}
            </ul>
            <p className="mt-1">To fix one, upload the photo again.</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
