/** What the owner reads about his photos being cut again in the background (photo-updates-note.server.ts makes it). */
export interface PhotoUpdatesNote {
  /** Photos in the round, and how many are finished (0 and 0 when none is going on). */
  total: number;
  finished: number;
  /** Photos left as they were: which, in his words, and why. */
  failed: { name: string; reason: string }[];
}
