import { z } from "zod";

/**
 * The owner's availability for estimate visits: weekly windows (wall-clock
 * times in the business's time zone), the visit's length, the buffer kept
 * free around every visit and busy time, the notice a visitor must give, how
 * far ahead they may book, a daily cap and the days off. The owner's form
 * and the stored settings (jsonb) share this schema.
 */

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayNames: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** How many windows the form offers per weekday (a morning and an evening, say). */
export const WINDOWS_PER_DAY = 2;
export const NEXT_BUSINESS_DAY = "next-business-day";
/** The notice choices, in hours. */
export const noticeHours = [1, 2, 4, 8, 12, 24, 48, 72] as const;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ error: "Enter a time" }).regex(timePattern, "Enter a time such as 4:00 PM");

const windowSchema = z.object({ start: time, end: time }).refine(
  // Only once both are times: a missing one has its own message.
  (w) => !timePattern.test(w.start) || !timePattern.test(w.end) || w.end > w.start,
  { error: "The end must be after the start", path: ["end"] },
);

const dayWindows = z
  .array(windowSchema)
  .max(WINDOWS_PER_DAY)
  .default([])
  .superRefine((windows, ctx) => {
    const sorted = windows
      .map((w, index) => ({ ...w, index }))
      .sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i++) {
      const [before, after] = [sorted[i - 1]!, sorted[i]!];
      if (after.start < before.end) {
        ctx.addIssue({ code: "custom", message: "The two times overlap", path: [after.index, "start"] });
      }
    }
  });

const wholeNumber = (what: string, min: number, max: number, unit: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: `Enter ${what}` })
      .int(`Enter a whole number of ${unit}`)
      .min(min, `Enter at least ${min} ${min === 1 ? unit.replace(/s$/, "") : unit}`)
      .max(max, `Enter at most ${max} ${unit}`),
  );

const day = z.iso.date("Choose a date");

export const dayOffSchema = z
  .object({
    from: day,
    to: z.preprocess((value) => (value === "" ? undefined : value), day.optional()),
    note: z.string().trim().max(60, "Keep the note under 60 characters").optional().default(""),
  })
  .transform(({ from, to, note }) => ({ from, to: to ?? from, note }))
  .refine((range) => range.to >= range.from, {
    error: "The last day must be on or after the first",
    path: ["to"],
  })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
    error: "A time off can be a year long at most",
    path: ["to"],
  });

export type DayOff = z.output<typeof dayOffSchema>;

/** The weekly settings as the owner's form sends them (days off have their own form). */
export const availabilityFormSchema = z.object({
  windows: z.object(
    Object.fromEntries(weekdays.map((d) => [d, dayWindows])) as Record<Weekday, typeof dayWindows>,
  ),
  visitMinutes: wholeNumber("the visit's length in minutes", 15, 480, "minutes"),
  bufferMinutes: wholeNumber("the minutes to keep between visits", 0, 240, "minutes"),
  notice: z.union([z.literal(NEXT_BUSINESS_DAY), z.coerce.number().int().min(0).max(168)], {
    error: "Choose how much notice you need",
  }),
  horizonDays: wholeNumber("how many days ahead people may book", 1, 365, "days"),
  dailyCap: wholeNumber("how many visits a day at most", 1, 20, "visits"),
});

export type WeeklyAvailability = z.output<typeof availabilityFormSchema>;
export interface Availability extends WeeklyAvailability {
  daysOff: DayOff[];
}

/** What a stored row is read through (a row from an older version gets the defaults it lacks). */
export const storedAvailabilitySchema = availabilityFormSchema.extend({
  daysOff: z.array(dayOffSchema).default([]),
});

const weekdayEvening = [{ start: "16:00", end: "19:00" }];

/** A fresh install's settings: weekdays 4–7 pm, Saturday 9–12, 60-minute visits, 30 minutes between. */
export const DEFAULT_AVAILABILITY: Availability = {
  windows: {
    mon: weekdayEvening,
    tue: weekdayEvening,
    wed: weekdayEvening,
    thu: weekdayEvening,
    fri: weekdayEvening,
    sat: [{ start: "09:00", end: "12:00" }],
    sun: [],
  },
  visitMinutes: 60,
  bufferMinutes: 30,
  notice: NEXT_BUSINESS_DAY,
  horizonDays: 30,
  dailyCap: 3,
  daysOff: [],
};

/** The stored settings, or the defaults when there are none or they no longer read. */
export function readAvailability(stored: unknown): Availability {
  const parsed = storedAvailabilitySchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_AVAILABILITY;
}

/** A calendar address as the owner pastes it: empty (none), https://, or webcal:// (read as https). */
export const calendarFormSchema = z.object({
  calendarUrl: z
    .string()
    .trim()
    .max(2000, "That address is too long")
    .refine(
      (value) =>
        value === "" || (URL.canParse(value) && /^(https|webcal|http):$/.test(new URL(value).protocol)),
      {
        error: "Paste the calendar's secret address: it starts with https:// or webcal://",
      },
    )
    .transform((value) => value.replace(/^webcal:/i, "https:")),
});
