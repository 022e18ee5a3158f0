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
