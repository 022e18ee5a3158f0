/** iCalendar text for the booking tests: a calendar with America/Chicago defined, and events written one property a line. */
const chicago = `BEGIN:VTIMEZONE
TZID:America/Chicago
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;

export const calendar = (...events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", chicago, ...events, "END:VCALENDAR"].join("\r\n");

export const event = (lines: string) =>
  `BEGIN:VEVENT\r\n${lines
    .trim()
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .join("\r\n")}\r\nEND:VEVENT`;

/** `count` events of `minutes` each, repeating by `rrule` from `dtstart` (UTC, iCalendar form) on: the heavy calendars of issue 51. */
export const repeatingCalendar = (count: number, rrule: string, dtstart = "20160104T140000Z", minutes = 30) =>
  calendar(
    ...Array.from({ length: count }, (_, i) => {
      const start = new Date(
        Date.UTC(
          Number(dtstart.slice(0, 4)),
          Number(dtstart.slice(4, 6)) - 1,
          Number(dtstart.slice(6, 8)),
          Number(dtstart.slice(9, 11)),
          Number(dtstart.slice(11, 13)) + i,
        ),
      );
      const stamp = (d: Date) =>
        d
          .toISOString()
          .replace(/[-:]/g, "")
          .replace(/\.\d{3}/, "");
      return event(`
        UID:repeating-${i}@example.com
        DTSTAMP:20160101T000000Z
        SUMMARY:Event ${i}
        DTSTART:${stamp(start)}
        DTEND:${stamp(new Date(start.getTime() + minutes * 60_000))}
        RRULE:${rrule}
      `);
    }),
  );

/** 10 events repeating every minute since 2016 (1.3 KB: it once blocked the server for 23.7 s). */
export const everyMinuteCalendar = () => repeatingCalendar(10, "FREQ=MINUTELY", "20160104T140000Z", 1);
/** 300 daily events since 2016: a busy owner's real calendar (it once took 68.6 s). */
export const dailyFor300Calendar = () => repeatingCalendar(300, "FREQ=DAILY");
