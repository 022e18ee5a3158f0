import { type FormEvent, useState } from "react";
import { href, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { FormState } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { CITY_AREA, citySchema } from "~/features/content/city-schema";
import { type FactSource, fillFacts } from "~/lib/facts";
import { distanceMiles, type LatLng } from "~/lib/geography";
import type { ImageRef } from "~/lib/image-variants";
import type { HistoryItem } from "~/lib/record-history";
import {
  type GenericCityText,
  MapFields,
  NearbyFields,
  PageTextFields,
  PhotoFields,
  SettingsFields,
  TownFields,
} from "./city-fields";

export interface CityFormData {
  isNew: boolean;
  slug: string;
  /** The page on the site; none before it is added. */
  path: string | null;
  values: Record<string, unknown> & { name: string; description: string; intro: string };
  revision: number;
  photo: ImageRef | null;
  own: { ownWords: boolean; projects: number; testimonials: number; nothing: boolean } | null;
  testimonials: { id: string; name: string }[];
  neighbours: { value: string; label: string }[];
  nearbyChoices: { slug: string; name: string }[];
  deletable: boolean;
  mergedHere: string[];
  office: LatLng;
  facts: FactSource;
  generic: GenericCityText;
  history: HistoryItem[];
  timeZoneName: string;
}

/** What the preview shows, as typed. */
interface Typed {
  name: string;
  description: string;
  intro: string;
  lat: string;
  lng: string;
}

function typedIn(form: HTMLFormElement): Typed {
  const fields = new FormData(form);
  const get = (name: keyof Typed) => String(fields.get(name) ?? "");
  return {
    name: get("name"),
    description: get("description"),
    intro: get("intro"),
    lat: get("lat"),
    lng: get("lng"),
  };
}

/** Miles from the office to the typed coordinates, when they are inside the area a town may be. */
function milesFrom(office: LatLng, typed: Pick<Typed, "lat" | "lng">): number | null {
  const lat = Number(typed.lat.trim().replace(",", "."));
  const lng = Number(typed.lng.trim().replace(",", "."));
  if (!typed.lat.trim() || !typed.lng.trim() || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const inside =
    lat >= CITY_AREA.south && lat <= CITY_AREA.north && lng >= CITY_AREA.west && lng <= CITY_AREA.east;
  return inside ? Math.round(distanceMiles(office, { lat, lng })) : null;
}

function ownSummary(data: CityFormData) {
  if (!data.own) {
    return "Its page appears on the site, in the list of cities, on the maps and in the sitemap once you add it.";
  }
  if (data.own.nothing) {
    return "This page has nothing of its own yet: only the town's name sets it apart. A few sentences of yours about jobs here make it worth finding.";
  }
  const { projects, testimonials } = data.own;
  return `It has ${projects} photo${projects === 1 ? "" : "s"} of jobs here and ${testimonials} testimonial${testimonials === 1 ? "" : "s"}.`;
}

/** One city page: the town, its page's texts, its place on the map, his photo and words, and whether it is on the site. */
export function CityForm({ data }: { data: CityFormData }) {
  const form = useContentForm(citySchema);
  const values = (form.values as CityFormData["values"] | undefined) ?? data.values;
  const [typed, setTyped] = useState<Typed | null>(null);
  const onInput = (event: FormEvent<HTMLFormElement>) => setTyped(typedIn(event.currentTarget));
  const shown = typed ?? {
    name: String(values.name ?? ""),
    description: String(values.description ?? ""),
    intro: String(values.intro ?? ""),
    lat: String(values.lat ?? ""),
    lng: String(values.lng ?? ""),
  };
  const name = data.values.name || "the town";
  const deletion =
    data.deletable && data.mergedHere.length === 0
      ? {
          label: "Delete this city page",
          warning:
            "The page is removed from the site for good: its address then shows the general page, and search engines are told it is gone. To take it off the site for now, tick Hidden instead: its address then leads to the service areas page.",
        }
      : undefined;
  return (
    <AdminPage
      title={data.isNew ? "New city page" : `${data.values.name} city page`}
      intro={
        <>
          {data.path ? (
            <>
              Its page:{" "}
              <a href={data.path} target="_blank" rel="noopener" className="font-semibold underline">
                {data.path}
              </a>
              .{" "}
            </>
          ) : null}
          {ownSummary(data)}
          {data.testimonials.length > 0 ? (
            <>
              {" "}
              Testimonials on it:{" "}
              {data.testimonials.map((t, index) => (
                <span key={t.id}>
                  {index > 0 ? ", " : null}
                  <Link to={href("/admin/content/testimonials/:id", { id: t.id })} className="underline">
                    {t.name}
                  </Link>
                </span>
              ))}
              .
            </>
          ) : null}
        </>
      }
    >
      <RecordForm
        form={form}
        revision={data.revision}
        multipart
        saveLabel={data.isNew ? "Add city page" : "Save city page"}
        isNew={data.isNew}
        onInput={onInput}
        draft={`city:${data.slug || "new"}`}
        deletion={deletion}
        after={<CityPreview typed={shown} facts={data.facts} miles={milesFrom(data.office, shown)} />}
      >
        <FormState values={values} errorFor={form.errorFor}>
          <TownFields isNew={data.isNew} />
          <MapFields miles={milesFrom(data.office, shown)} />
          <PageTextFields name={name} generic={data.generic} />
          <NearbyFields choices={data.nearbyChoices} />
          <PhotoFields photo={data.photo} name={name} />
          <SettingsFields name={name} neighbours={data.neighbours} />
        </FormState>
      </RecordForm>
      {!data.isNew && !data.deletable ? (
        <p className="mt-8 text-sm text-muted-foreground">
          The site started with this page, so it is hidden rather than deleted: its address keeps leading
          visitors on.
        </p>
      ) : null}
      {data.deletable && data.mergedHere.length > 0 ? (
        <p className="mt-8 text-sm text-muted-foreground">
          {data.mergedHere.join(", ")} {data.mergedHere.length === 1 ? "is" : "are"} merged into this page: it
          can be deleted once {data.mergedHere.length === 1 ? "that page leads" : "they lead"} elsewhere.
        </p>
      ) : null}
      {data.isNew ? null : (
        <RecordHistory items={data.history} revision={data.revision} timeZoneName={data.timeZoneName} />
      )}
    </AdminPage>
  );
}

/** Its card in the list of cities and the start of its page, as they will read once saved, following the typing. */
function CityPreview({ typed, facts, miles }: { typed: Typed; facts: FactSource; miles: number | null }) {
  const paragraphs = typed.intro
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const name = typed.name.trim() || "Town name";
  return (
    <section aria-labelledby="preview-heading" className="mt-10">
      <h2 id="preview-heading" className="text-xl font-bold">
        Preview
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Its card and the start of its page, once saved.</p>
      <div className="mt-3 max-w-md rounded-xl border border-border bg-card p-5 shadow-sm">
        <p className="text-lg font-bold">{name}</p>
        <p className="mt-1 text-sm text-muted-foreground">{typed.description || "Description"}</p>
        {miles === null ? null : <p className="mt-2 text-sm font-medium">{miles} miles from our office</p>}
      </div>
      <div className="mt-4 max-w-2xl rounded-xl border border-border p-5">
        <p className="text-xl font-bold">Your Local Painters in {name}</p>
        <div className="mt-3 space-y-3">
          {(paragraphs.length ? paragraphs : ["Introduction"]).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs as typed, in their order
            <p key={index}>{fillFacts(paragraph, facts)}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
