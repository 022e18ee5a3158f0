/**
 * A record's history as the admin shows it: written by the server from the
 * audit log (features/content/server/history.server.ts), drawn by
 * components/admin/record-history.tsx and the Activity page.
 */

/** One field a change made: its name in words, and its value before and after. */
export interface ChangeDetail {
  label: string;
  before: string;
  after: string;
}

/** One change to a record. */
export interface HistoryItem {
  /** The audit log entry's id (the Activity page links to it). */
  id: number;
  at: string;
  /** "2026-11-24 14:05", in the business's time zone. */
  atText: string;
  who: string;
  text: string;
  details: ChangeDetail[];
  /** It saved a version different from today's: it can be brought back. */
  restorable: boolean;
  /** It saved the version on the site now. */
  current: boolean;
  /** "before": the item is the version this change replaced (the record as the site started with it). */
  side?: "before";
}
