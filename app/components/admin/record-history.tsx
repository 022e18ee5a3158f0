import { History, RotateCcw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { HistoryItem } from "~/lib/record-history";
import { ChangeDetails } from "./change-details";

/**
 * A record's history under its form: each change, who made it and when, what
 * it changed, and a button that brings back the version it saved (itself a
 * change in the history, so it can be undone the same way).
 */
export function RecordHistory({
  items,
  revision,
  timeZoneName,
  restores = "the words of that version",
}: {
  items: HistoryItem[];
  /** The revision the page shows: bringing a version back saves over it. */
  revision: number;
  timeZoneName: string;
  /** What Restore brings back ("the words of that version"), and what it leaves as it is. */
  restores?: string;
}) {
  const navigation = useNavigation();
  const sent = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy = (item: HistoryItem) =>
    sent?.get("entry") === String(item.id) && (sent.get("side") ?? "after") === (item.side ?? "after");
  return (
    <section id="history" aria-labelledby="history-heading" className="mt-10 scroll-mt-20">
      <h2 id="history-heading" className="flex items-center gap-2 text-xl font-bold">
        <History className="size-5" aria-hidden="true" /> History
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Every save is kept. Restore brings back {restores}; it is saved as a new change, so you can undo it
        the same way. Times are {timeZoneName}.
      </p>
      {items.length === 0 ? (
        <p className="mt-3 rounded-md border border-border p-4 text-sm">No changes saved yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {items.map((item) => (
            <li
              key={`${item.side ?? "after"}-${item.id}`}
              id={item.side ? undefined : `change-${item.id}`}
              className="rounded-lg border border-border p-4"
            >
              <p className="font-medium">{item.text}</p>
              <p className="text-sm text-muted-foreground">
                {item.side ? "Until " : null}
                <time dateTime={item.at}>{item.atText}</time>
                {item.who ? ` · ${item.who}` : null}
                {item.current ? " · the version on the site now" : ""}
              </p>
              <ChangeDetails details={item.details} />
              {item.restorable ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="revision" value={revision} />
                  <input type="hidden" name="entry" value={item.id} />
                  {item.side ? <input type="hidden" name="side" value={item.side} /> : null}
                  <Button
                    type="submit"
                    name="intent"
                    value="restore"
                    variant="outline"
                    size="sm"
                    formNoValidate
                    disabled={busy(item)}
                  >
                    <RotateCcw aria-hidden="true" />
                    {busy(item) ? "Restoring..." : "Restore this version"}
                    <span className="sr-only">
                      {" "}
                      ({item.side ? "the version the site started with" : `saved ${item.atText}`})
                    </span>
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
