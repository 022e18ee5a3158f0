import { href } from "react-router";
import { type JobOpeningFields, jobOpeningSchema } from "~/features/content/schemas";
import { getContent } from "~/features/content/server/content-runtime.server";
import { addDays, dayIn } from "~/lib/zoned-time";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { openingRecords } from "./edits/openings.server";
import { historyOnPage } from "./history.server";
import { orderedListAction, recordEditAction, recordToEdit } from "./records.server";

const LIST = href("/admin/content/openings");

export async function openingListData() {
  const [rows, content] = await Promise.all([openingRecords.list(getDb()), getContent()]);
  const today = dayIn(content.profile.business.timeZone, new Date());
  return {
    openings: rows.map((row) => ({
      id: row.id,
      title: row.title,
      pay: row.pay,
      postedFrom: row.postedFrom,
      postedUntil: row.postedUntil,
      hidden: row.hidden,
      state: row.hidden
        ? ("hidden" as const)
        : today < row.postedFrom
          ? ("upcoming" as const)
          : today > row.postedUntil
            ? ("closed" as const)
            : ("open" as const),
    })),
  };
}

/** The list's buttons: move up or down. */
export function openingListAction(request: Request, user: AdminUser) {
  return orderedListAction(request, user, { list: LIST, what: "opening", move: openingRecords.move });
}

/** The fields the edit page shows and the history compares with. */
function editable(row: JobOpeningFields) {
  return {
    title: row.title,
    type: row.type,
    location: row.location,
    description: row.description,
    pay: row.pay,
    postedFrom: row.postedFrom,
    postedUntil: row.postedUntil,
    hidden: row.hidden,
  };
}

export async function openingEditData(id: string) {
  const { isNew, row } = await recordToEdit(id, openingRecords.read, { list: LIST, what: "opening" });
  const today = dayIn((await getContent()).profile.business.timeZone, new Date());
  const saved = row ? editable(row) : undefined;
  return {
    isNew,
    id: row?.id,
    ...(await historyOnPage(row && saved ? { entity: "job_opening", id: row.id, now: saved } : undefined)),
    opening: saved ?? {
      title: "",
      type: "Full-time",
      location: "Twin Cities Area",
      description: "",
      pay: "",
      postedFrom: today,
      postedUntil: addDays(today, 60),
      hidden: false,
    },
    revision: row?.revision ?? 0,
  };
}

export function openingEditAction(request: Request, user: AdminUser, id: string) {
  return recordEditAction(request, user, id, {
    list: LIST,
    what: "opening",
    schema: jobOpeningSchema,
    create: openingRecords.create,
    update: openingRecords.update,
    remove: openingRecords.remove,
    history: {
      entity: "job_opening",
      read: async (db, recordId) => {
        const row = await openingRecords.read(db, recordId);
        return row ? editable(row) : undefined;
      },
    },
  });
}
