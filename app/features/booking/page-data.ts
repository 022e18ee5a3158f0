/** What /admin/booking's loader sends its page. */
export interface BookingPageData {
  timeZoneName: string;
  /** The availability form's values (every weekday with its rows, the empty ones ready to fill). */
  values: Record<string, unknown>;
  /** New visits are requests the owner confirms or declines. */
  confirmEachVisit: boolean;
  /** Where the Schedule buttons go: this site's booking page, or the owner's external scheduler. */
  scheduling: "here" | "external";
  daysOff: { index: number; label: string; note: string }[];
  calendar: {
    url: string;
    readAt: string | null;
    lastError: string | null;
    triedAt: string | null;
    busyCount: number;
  };
  /** The next free visit times: the instant, and the day and times as the owner reads them. */
  slots: { at: string; day: string; time: string }[];
}
