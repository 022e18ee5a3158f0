import { href } from "react-router";
import { SERVICE_POINTS, type ServiceFields, serviceSchema } from "~/features/content/service-schema";
import {
  getMediaStore,
  hasImage,
  imagesIn,
  mediaIdOf,
  readPostWithPhotos,
  takeFormPhoto,
} from "~/features/media/index.server";
import { factSource, fillFacts, fillFactsIn } from "~/lib/facts";
import { pagePath } from "~/lib/page-path";
import { genericServiceDetail, services as seedServices } from "~/seed/services";
import { refused } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { getContent } from "./content-runtime.server";
import { pictureExists, pictureFocus, refocusKept, removeUnusedPictures } from "./edits/pictures.server";
import { serviceRecords } from "./edits/services.server";
import { historyOnPage } from "./history.server";
import { photoUpdatesNote } from "./photo-updates-note.server";
import { readPictures } from "./picture-refs.server";
import { editorFor, orderedListAction, recordEditPost, recordToEdit } from "./records.server";
import type { ServiceRow } from "./services-content.server";

const LIST = href("/admin/content/services");

/** The home page shows the first six services shown. */
const ON_HOME = 6;

/** The site's own drawings of each service, with the description each came with. */
const drawingAlt = new Map(seedServices.map((service) => [service.image, service.imageAlt]));

/** "services/floor-coatings" -> "Drawing: floor coatings". */
function pictureLabel(key: string): string {
  if (mediaIdOf(key)) return "Your uploaded photo";
  const words = key.replace(/^services\//, "").replace(/-/g, " ");
  return `Drawing: ${words}`;
}

export async function serviceListData() {
  const db = getDb();
  const [rows, { site }, photoUpdates] = await Promise.all([
    serviceRecords.list(db),
    getContent(),
    photoUpdatesNote(db),
  ]);
  const picture = await readPictures(
    db,
    rows.map((row) => row.image),
  );
  let shown = 0;
  return {
    photoUpdates,
    services: rows.map((row) => {
      const place = row.hidden ? null : ++shown;
      return {
        id: row.id,
        title: row.title,
        slug: row.slug,
        description: fillFacts(row.description, site),
        image: picture(row.image) ?? null,
        imageAlt: row.imageAlt,
        hidden: row.hidden,
        inFooter: row.inFooter,
        onHome: place !== null && place <= ON_HOME,
      };
    }),
  };
}

/** The list's buttons: move, hide or show. */
export function serviceListAction(request: Request, user: AdminUser) {
  return orderedListAction(request, user, {
    list: LIST,
    what: "service",
    move: serviceRecords.move,
    setHidden: serviceRecords.setHidden,
  });
}

/** The fields the edit page shows and the history compares with. */
function editable(row: ServiceRow): ServiceFields {
  return {
    title: row.title,
    slug: row.slug,
    description: row.description,
    icon: serviceSchema.shape.icon.safeParse(row.icon).data ?? "PaintRoller",
    image: row.image,
    imageAlt: row.imageAlt,
    features: row.features,
    process: row.process,
    benefits: row.benefits,
    additionalInfo: row.additionalInfo,
    priceFrom: row.priceFrom,
    priceTo: row.priceTo,
    priceUnit: row.priceUnit,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    inFooter: row.inFooter,
    hidden: row.hidden,
  };
}

async function readEditable(db: Db, id: string) {
  const row = await serviceRecords.read(db, id);
  return row ? editable(row) : undefined;
}

const blank: ServiceFields = {
  title: "",
  slug: "",
  description: "",
  icon: "PaintRoller",
  image: seedServices[0]?.image ?? "",
  imageAlt: "",
  features: Array.from({ length: SERVICE_POINTS }, () => ""),
  process: [],
  benefits: [],
  additionalInfo: "",
  priceFrom: null,
  priceTo: null,
  priceUnit: "",
  seoTitle: "",
  seoDescription: "",
  inFooter: false,
  hidden: false,
};

export async function serviceEditData(id: string) {
  const { isNew, row } = await recordToEdit(id, serviceRecords.read, { list: LIST, what: "service" });
  const db = getDb();
  const { site } = await getContent();
  const service = row ? editable(row) : blank;
  const picture = await readPictures(db, [service.image]);
  const uploaded = mediaIdOf(service.image) && picture(service.image) ? [service.image] : [];
  const pictures = [...uploaded, ...imagesIn("services/").map((image) => image.key)].map((key) => ({
    key,
    label: pictureLabel(key),
  }));
  return {
    isNew,
    id: row?.id,
    path: row ? href("/service/:serviceSlug", { serviceSlug: row.slug }) : null,
    service,
    image: picture(service.image) ?? null,
    // An uploaded photo's point to keep in view (a drawing is the site's own, cut as it is).
    focus: await pictureFocus(db, service.image),
    pictures,
    revision: row?.revision ?? 0,
    // What a page shows where the service has no text of its own.
    generic: fillFactsIn(genericServiceDetail, site),
    facts: factSource(site),
    ...(await historyOnPage(row ? { entity: "service", id: row.id, now: service } : undefined)),
  };
}

/** The checks the schema cannot make: the picture exists, and a photo of his own is described. */
async function refusePicture(values: ServiceFields, raw: Record<string, unknown>) {
  const problem = (field: string, message: string) =>
    refused(400, message, { values: raw, issues: [{ field, message }] });
  if (mediaIdOf(values.image)) {
    if (!(await pictureExists(getDb(), values.image))) {
      return problem("image", "Choose the picture from the list, or upload a photo.");
    }
    if (!values.imageAlt) {
      return problem("imageAlt", "Describe your photo: what it shows, for people who cannot see it.");
    }
    return undefined;
  }
  if (!hasImage(values.image))
    return problem("image", "Choose the picture from the list, or upload a photo.");
  // One of the site's drawings, left without a description, gets its own.
  if (!values.imageAlt) values.imageAlt = drawingAlt.get(values.image) ?? "A drawing of painting work";
  return undefined;
}

/**
 * Saving, adding, deleting or restoring a service. A photo sent with the
 * form is stored first and becomes the service's picture; a picture no
 * longer used by anything is removed after the save.
 */
export async function serviceEditAction(request: Request, user: AdminUser, id: string) {
  const post = await readPostWithPhotos(request, 1);
  if ("answer" in post) return post.answer;
  try {
    const editor = editorFor(user);
    const photo = post.files.some((file) => file.field === "photo");
    if (post.intent === "save") {
      const refusedPhoto = await takeFormPhoto(editor, post, ["card"]);
      if (refusedPhoto) return refusedPhoto;
    }
    const dropUnused = (keys: string[]) => removeUnusedPictures(editor.db, getMediaStore(), keys);
    return await recordEditPost(
      { form: post.form, intent: post.intent, page: pagePath(request.url) },
      user,
      id,
      {
        list: LIST,
        what: "service",
        schema: serviceSchema,
        create: serviceRecords.create,
        async update(editor, recordId, values, revision, action) {
          const before = await serviceRecords.read(editor.db, recordId);
          // A new point on the photo it keeps (not on one just uploaded, nor when a version is brought back).
          const kept = !photo && action !== "restore" && before?.image === values.image;
          const refocused = kept
            ? await refocusKept(editor.db, getMediaStore(), values.image, post.form.get("focus"))
            : undefined;
          const saved = await serviceRecords.update(editor, recordId, values, revision, action);
          await refocused?.removeOldCut();
          if (before && before.image !== saved.image) await dropUnused([before.image]);
          return saved;
        },
        async remove(editor, recordId) {
          const gone = await serviceRecords.remove(editor, recordId);
          await dropUnused([gone.image]);
        },
        history: { entity: "service", read: readEditable },
        refuse: refusePicture,
      },
    );
  } finally {
    await post.discard();
  }
}
