/**
 * /admin/booking: the owner's availability for estimate visits, his days
 * off, his own calendar's private address (read every few minutes for busy
 * times) and the next free visit times those give.
 */

import { href } from "react-router";
import { saveSchedulingChoice, siteFacts } from "~/features/content/index.server";
import { formToObject } from "~/lib/form-object";
import { dayIn } from "~/lib/zoned-time";
import { checkForm, fieldsRefused, readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getConfig, getDb } from "~/server/runtime.server";
import {
  availabilityFormSchema,
  calendarFormSchema,
  dayOffSchema,
  WINDOWS_PER_DAY,
  weekdays,
} from "../availability";
import type { BookingPageData } from "../page-data";
import {
  busyOf,
  readBookingSettings,
  readCalendarCopy,
  saveAvailability,
  saveCalendarUrl,
  saveConfirmEachVisit,
} from "./booking-store.server";
import { offeredSlots } from "./bookings.server";
import { expandKeptCalendar, syncCalendar } from "./calendar-sync.server";

const PAGE = href("/admin/booking");
/** How many free times the page lists. */
export const NEXT_SLOTS = 8;

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));

export async function bookingPageData(now = new Date()): Promise<BookingPageData> {
  const db = getDb();
  const [{ business, scheduling }, settings, copy] = await Promise.all([
    siteFacts(),
    readBookingSettings(db),
    readCalendarCopy(db),
  ]);
  const { availability, calendarUrl } = settings;
  const { timeZone } = business;
  const busy = busyOf(copy, calendarUrl);
  // The very times visitors are offered (visits already booked are not free).
  const slots = await offeredSlots(db, { availability, busy, now, timeZone }, NEXT_SLOTS);
  const when = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
  const slotDay = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
  });
  const slotTime = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  const read = copy && copy.url === calendarUrl ? copy : undefined;
  return {
    timeZoneName: business.timeZoneName,
    values: {
      // Every weekday shows its rows, the empty ones ready to fill.
      windows: Object.fromEntries(
        weekdays.map((day) => [
          day,
          Array.from(
            { length: WINDOWS_PER_DAY },
            (_, i) => availability.windows[day][i] ?? { start: "", end: "" },
          ),
        ]),
      ),
      visitMinutes: String(availability.visitMinutes),
      bufferMinutes: String(availability.bufferMinutes),
      notice: String(availability.notice),
      horizonDays: String(availability.horizonDays),
      dailyCap: String(availability.dailyCap),
    },
    confirmEachVisit: settings.confirmEachVisit,
    scheduling: scheduling,
    daysOff: availability.daysOff.map((off, index) => ({
      index,
      label: off.from === off.to ? dayLabel(off.from) : `${dayLabel(off.from)} to ${dayLabel(off.to)}`,
      note: off.note,
    })),
    calendar: {
      url: calendarUrl,
      readAt: read?.readAt ? when.format(read.readAt) : null,
      lastError: read?.lastError ?? null,
      triedAt: read?.triedAt ? when.format(read.triedAt) : null,
      busyCount: busy.filter((b) => b.end > now).length,
    },
    slots: slots.map((slot) => ({
      at: slot.start.toISOString(),
      day: slotDay.format(slot.start),
      time: `${slotTime.format(slot.start)} – ${slotTime.format(slot.end)}`,
    })),
  };
}

async function calendarDeps() {
  return {
    db: getDb(),
    timeZone: (await siteFacts()).business.timeZone,
    allowLocal: getConfig().calendarAllowLocal,
  };
}

async function readCalendarNow(): Promise<{ message: string; kind: "success" | "error" }> {
  const result = await syncCalendar(await calendarDeps(), new Date(), { force: true });
  switch (result.outcome) {
    case "read":
      return {
        kind: "success",
        message: `Calendar read: ${result.busy === 1 ? "1 busy time" : `${result.busy} busy times`} in the coming days. It is read again every few minutes.`,
      };
    case "failed":
      return { kind: "error", message: `The calendar could not be read: ${result.error}` };
    case "taken":
      return {
        kind: "success",
        message: "The calendar is being read right now; reload the page in a moment.",
      };
    default:
      return { kind: "success", message: "Saved." };
  }
}

export async function bookingAction(request: Request, user: AdminUser) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const db = getDb();
  const { form, intent } = post;
  switch (intent) {
    case "scheduling": {
      const mode = form.get("scheduling");
      if (mode !== "here" && mode !== "external")
        return refused(400, "Choose where the Schedule buttons go.");
      await saveSchedulingChoice(user, mode);
      return savedRedirect(
        PAGE,
        mode === "here"
          ? "Booking on the site is on: every Schedule button opens it."
          : "The Schedule buttons open your online scheduler link again.",
      );
    }
    case "availability": {
      const checked = checkForm(availabilityFormSchema, form);
      if ("answer" in checked) return checked.answer;
      const { daysOff } = (await readBookingSettings(db)).availability;
      await saveAvailability(db, { ...checked.values, daysOff });
      await expandKeptCalendar(await calendarDeps());
      return savedRedirect(PAGE, "Availability saved. The next free times below follow it.");
    }
    case "add-day-off": {
      const checked = checkForm(dayOffSchema, form);
      if ("answer" in checked) return checked.answer;
      const [{ availability }, { business }] = await Promise.all([readBookingSettings(db), siteFacts()]);
      // Time off already over leaves the list.
      const today = dayIn(business.timeZone, new Date());
      const daysOff = [...availability.daysOff.filter((off) => off.to >= today), checked.values].sort(
        (a, b) => a.from.localeCompare(b.from),
      );
      if (daysOff.length > 100)
        return refused(400, "That is a lot of days off: remove some past ones first.");
      await saveAvailability(db, { ...availability, daysOff });
      return savedRedirect(PAGE, "Time off added: no visits are offered then.");
    }
    case "remove-day-off": {
      const { availability } = await readBookingSettings(db);
      const index = Number(form.get("index"));
      if (!Number.isInteger(index) || !availability.daysOff[index]) {
        return refused(404, "That time off is no longer on the list.");
      }
      await saveAvailability(db, {
        ...availability,
        daysOff: availability.daysOff.filter((_, i) => i !== index),
      });
      return savedRedirect(PAGE, "Time off removed.");
    }
    case "calendar": {
      const parsed = calendarFormSchema.safeParse(formToObject(form, ["intent"]));
      if (!parsed.success) return fieldsRefused(parsed.error, formToObject(form, ["intent"]));
      const url = parsed.data.calendarUrl;
      if (url.startsWith("http:") && !getConfig().calendarAllowLocal) {
        return refused(400, "Check the field marked below.", {
          issues: [{ field: "calendarUrl", message: "The address must start with https:// or webcal://" }],
          values: { calendarUrl: url },
        });
      }
      await saveCalendarUrl(db, url);
      if (!url) return savedRedirect(PAGE, "Calendar removed: only your settings decide the free times now.");
      const outcome = await readCalendarNow();
      return savedRedirect(PAGE, outcome.message, outcome.kind);
    }
    case "confirm-mode": {
      const on = form.get("confirmEachVisit") === "on";
      await saveConfirmEachVisit(db, on);
      return savedRedirect(
        PAGE,
        on
          ? "Saved: new visits wait for you to confirm or decline them."
          : "Saved: new visits are booked at once.",
      );
    }
    case "read-calendar": {
      const outcome = await readCalendarNow();
      return savedRedirect(PAGE, outcome.message, outcome.kind);
    }
    default:
      return refused(400, "Unknown action.");
  }
}
