import { data } from "react-router";
import { jobOpeningSchema } from "~/lib/schemas/content";
import { addDays, dayIn } from "~/lib/zoned-time";
import {
  contentPageFrame,
  isUuid,
  orderedListAction,
  recordEditAction,
  savedRedirect,
} from "./admin-content.server";
import {
  createOpening,
  deleteOpening,
  listOpeningsForEdit,
  moveOpening,
  readOpening,
  updateOpening,
} from "./content/editor.server";
import { getContent, getDb } from "./runtime.server";

const LIST = "/admin/content/openings";

export async function openingListData(request: Request, clientAddress: string) {
  const frame = await contentPageFrame(request, clientAddress, { title: "Job openings", path: LIST });
  const [rows, content] = await Promise.all([listOpeningsForEdit(getDb()), getContent()]);
  const today = dayIn(content.profile.business.timeZone, new Date());
  return data(
    {
      meta: frame.meta,
      flash: frame.flash,
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
    },
    { headers: frame.headers },
  );
}

/** The list's buttons: move up or down. */
export function openingListAction(request: Request, clientAddress: string) {
  return orderedListAction(request, clientAddress, { list: LIST, what: "opening", move: moveOpening });
}

export async function openingEditData(request: Request, clientAddress: string, id: string) {
  const isNew = id === "new";
  const frame = await contentPageFrame(request, clientAddress, {
    title: isNew ? "New job opening" : "Edit job opening",
    path: `${LIST}/${id}`,
  });
  const row = isNew || !isUuid(id) ? undefined : await readOpening(getDb(), id);
  if (!isNew && !row)
    throw await savedRedirect(LIST, "That opening no longer exists: it was deleted.", "error");
  const today = dayIn((await getContent()).profile.business.timeZone, new Date());
  return data(
    {
      meta: frame.meta,
      flash: frame.flash,
      isNew,
      opening: row
        ? {
            title: row.title,
            type: row.type,
            location: row.location,
            description: row.description,
            pay: row.pay,
            postedFrom: row.postedFrom,
            postedUntil: row.postedUntil,
            hidden: row.hidden,
          }
        : {
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
    },
    { headers: frame.headers },
  );
}

export function openingEditAction(request: Request, clientAddress: string, id: string) {
  return recordEditAction(request, clientAddress, id, {
    list: LIST,
    what: "opening",
    schema: jobOpeningSchema,
    create: createOpening,
    update: updateOpening,
    remove: deleteOpening,
  });
}
