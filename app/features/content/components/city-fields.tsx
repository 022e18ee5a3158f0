import { FieldGroup } from "~/components/admin/admin-page";
import {
  CheckboxField,
  PhotoField,
  SelectField,
  TextAreaField,
  TextField,
  useFormState,
} from "~/components/admin/fields";
import { Picture } from "~/components/media/picture";
import { titleFor } from "~/features/content/city-schema";
import { fieldValue } from "~/lib/admin-form";
import type { ImageRef } from "~/lib/image-variants";
import { FactWords } from "./fact-words";

/**
 * The field groups of a city page's form (city-form.tsx): the town, where it
 * is on the map, its page's texts, the nearby pages, his photo, his words and
 * whether it is on the site.
 */

export function TownFields({ isNew }: { isNew: boolean }) {
  return (
    <FieldGroup title="The town">
      <TextField name="name" label="Town name" hint="As people write it, e.g. Mahtomedi or St. Paul." />
      {isNew ? (
        <TextField
          name="slug"
          label="Page address"
          optional
          hint="The part after /service-area/. Left empty, it is made from the name (mahtomedi). It cannot change later, so links to it keep working."
        />
      ) : null}
      <TextField
        name="title"
        label="Page title"
        optional
        wide
        hint={`The page's heading, and its title in search results. Left empty, it is made from the name: "${titleFor("Mahtomedi")}".`}
      />
      <TextAreaField
        name="description"
        label="Description"
        rows={3}
        wide
        hint="One or two sentences under the heading, on its card in the list and in search results (170 characters at most)."
      />
      <CheckboxField
        name="listed"
        label="A card in the list of cities"
        hint="Untick for a town farther out: its page is then reached from the communities list, the maps and the sitemap."
      />
    </FieldGroup>
  );
}

export function MapFields({ miles }: { miles: number | null }) {
  return (
    <FieldGroup
      title="On the map"
      description="The town centre, in degrees: in a map app, press and hold the centre of town to read them (two numbers like 45.0791, -93.1472). Its dot on the maps and its distance from your office come from these."
    >
      <TextField name="lat" label="Latitude" inputMode="decimal" hint="North, like 45.0791." />
      <TextField name="lng" label="Longitude" inputMode="decimal" hint="West, with a minus, like -93.1472." />
      <p className="text-sm sm:col-span-2" aria-live="polite">
        {miles === null ? "" : `About ${miles} miles from your office, in a straight line.`}
      </p>
    </FieldGroup>
  );
}

export interface GenericCityText {
  housingStock: string;
  climateNotes: string;
  popularProjects: string[];
  additionalInfo: string;
}

export function PageTextFields({ name, generic }: { name: string; generic: GenericCityText }) {
  return (
    <FieldGroup
      title="Its page"
      description={
        <>
          To quote your business profile, write one of these words in braces: <FactWords />.
        </>
      }
    >
      <TextAreaField
        name="intro"
        label="Introduction"
        rows={10}
        wide
        hint={`Under "Your Local Painters in ${name}": the town, its streets and homes, the work you do there. Leave a blank line between paragraphs.`}
      />
      <TextAreaField
        name="neighborhoods"
        label="Neighborhoods we work in"
        rows={5}
        optional
        hint="One per line. Left empty, the page leaves this box out."
      />
      <TextAreaField
        name="popularProjects"
        label="What homeowners ask us for"
        rows={5}
        optional
        hint="One per line, three to five. Left empty, the page shows the general list (below)."
      />
      <TextAreaField
        name="housingStock"
        label="The houses we see"
        rows={5}
        optional
        wide
        hint="Left empty, the page shows the general text (below)."
      />
      <TextAreaField
        name="climateNotes"
        label="Weather and your paint"
        rows={5}
        optional
        wide
        hint="Left empty, the page shows the general text (below)."
      />
      <TextAreaField
        name="additionalInfo"
        label="Good to know"
        rows={5}
        optional
        wide
        hint="Seasons, permits, associations. Left empty, the page shows the general text (below)."
      />
      <details className="text-sm sm:col-span-2">
        <summary className="cursor-pointer font-semibold">
          The general text a page shows where yours is empty
        </summary>
        <div className="mt-2 space-y-3 text-muted-foreground">
          <p>The houses we see: {generic.housingStock}</p>
          <p>Weather and your paint: {generic.climateNotes}</p>
          <p>What homeowners ask us for: {generic.popularProjects.join("; ")}.</p>
          <p>Good to know: {generic.additionalInfo}</p>
        </div>
      </details>
    </FieldGroup>
  );
}

export function NearbyFields({ choices }: { choices: { slug: string; name: string }[] }) {
  const { values, errorFor } = useFormState();
  const chosen = fieldValue(values, "nearbyAreas").split("\n");
  const error = errorFor("nearbyAreas");
  return (
    <FieldGroup title="Nearby areas">
      <fieldset
        className="sm:col-span-2"
        aria-describedby={error ? "field-nearbyAreas-error" : "nearby-hint"}
      >
        <legend className="mb-1 text-sm font-medium">Pages the page links to</legend>
        <p id="nearby-hint" className="mb-2 text-sm text-muted-foreground">
          Under "Nearby Areas We Serve", in this order. Left unticked, the page links the five nearest pages.
        </p>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {choices.map((city) => (
            <label key={city.slug} className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="nearbyAreas[]"
                value={city.slug}
                defaultChecked={chosen.includes(city.slug)}
                className="size-5 shrink-0 accent-primary"
              />
              {city.name}
            </label>
          ))}
        </div>
        {error ? (
          <p id="field-nearbyAreas-error" className="mt-1 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
    </FieldGroup>
  );
}

export function PhotoFields({ photo, name }: { photo: ImageRef | null; name: string }) {
  const { values } = useFormState();
  return (
    <FieldGroup
      title="Your photo"
      description="Optional: a photo of yours from the town (a street, a house you painted), shown beside the introduction."
    >
      {photo ? (
        <>
          <Picture
            image={photo}
            variant="card"
            alt={fieldValue(values, "imageAlt")}
            sizes="(min-width: 768px) 400px, 100vw"
            className="block max-w-sm sm:col-span-2"
            imgClassName="aspect-[3/2] h-auto w-full rounded-lg object-cover"
          />
          <SelectField
            name="image"
            label="On the page"
            options={[
              { value: photo.key, label: "This photo" },
              { value: "", label: "No photo" },
            ]}
          />
        </>
      ) : (
        <input type="hidden" name="image" value={fieldValue(values, "image")} />
      )}
      <PhotoField
        name="photo"
        label={photo ? "Or upload another photo" : "Upload a photo"}
        optional
        hint="From your phone: it is shown once you save."
      />
      <TextField
        name="imageAlt"
        label="Photo description"
        optional
        wide
        hint={`What the photo shows, for people who cannot see it, e.g. "A painted porch on a street in ${name}".`}
      />
    </FieldGroup>
  );
}

export function SettingsFields({
  name,
  neighbours,
}: {
  name: string;
  neighbours: { value: string; label: string }[];
}) {
  return (
    <>
      <FieldGroup title="In your words">
        <TextAreaField
          name="ownWords"
          label={`Working in ${name}`}
          optional
          rows={7}
          wide
          hint="Shown on the page under your name: the streets, houses or jobs you know there. Leave a blank line between paragraphs."
        />
      </FieldGroup>
      <FieldGroup
        title="On the site"
        description="A hidden page, or one merged into a neighbour's, leaves the lists, the maps, the sitemap and search; its address leads on (search engines are told it moved for good)."
      >
        <CheckboxField name="hidden" label="Hidden" hint="Its address leads to the service areas page." />
        <SelectField
          name="mergedInto"
          label="Merged into"
          optional
          options={[{ value: "", label: "Not merged: it stands on its own" }, ...neighbours]}
        />
      </FieldGroup>
    </>
  );
}
