import { AdminPage, FieldGroup } from "~/components/admin/admin-page";
import { CheckboxField, FormState, PhotoField, SelectField, TextField } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { CompareSlider } from "~/components/media/compare-slider";
import { Picture } from "~/components/media/picture";
import { galleryProjectSchema } from "~/features/content/schemas";
import type { ImageRef } from "~/lib/image-variants";
import type { HistoryItem } from "~/lib/record-history";
import { FocusPicker, type FocusPoint } from "./focus-picker";

export interface ProjectFormData {
  isNew: boolean;
  /** None for a new one. */
  id?: string;
  history: HistoryItem[];
  timeZoneName: string;
  project: {
    title: string;
    category: string;
    alt: string;
    beforeAlt: string;
    citySlug: string;
    paintColor: string;
    hidden: boolean;
  };
  image: ImageRef | null;
  /** The photo's focal point, for an uploaded photo (a sample picture has none to choose). */
  focus: FocusPoint | null;
  before: ImageRef | null;
  /** The before photo's focal point, when it is an uploaded photo. */
  beforeFocus: FocusPoint | null;
  categories: readonly string[];
  cities: { slug: string; name: string }[];
  revision: number;
}

/**
 * One gallery project: its photo (and, for a before/after pair, the photo
 * from before), its words, and where it shows. Works without JavaScript: the
 * photos go with the form.
 */
export function ProjectForm({ data }: { data: ProjectFormData }) {
  const form = useContentForm(galleryProjectSchema);
  return (
    <AdminPage title={data.isNew ? "New project" : data.project.title}>
      <RecordForm
        form={form}
        revision={data.revision}
        multipart
        saveLabel="Save project"
        isNew={data.isNew}
        draft={`project:${data.id ?? "new"}`}
        deletion={{
          label: "Delete this project",
          warning:
            "The project and its photos are removed from the site for good. To take it off the site for now, tick Hidden instead.",
        }}
      >
        <FieldGroup title="Photos">
          {data.image && (data.before || !data.focus) ? (
            <div className="sm:col-span-2">
              {data.image && data.before ? (
                <CompareSlider
                  before={{ image: data.before, alt: data.project.beforeAlt }}
                  after={{ image: data.image, alt: data.project.alt }}
                  label={data.project.title}
                  variant="large"
                  sizes="(min-width: 768px) 600px, 100vw"
                  className="max-w-xl rounded-lg"
                  imgClassName="aspect-[3/2] h-auto w-full object-cover"
                />
              ) : (
                <Picture
                  image={data.image}
                  variant="large"
                  alt={data.project.alt}
                  sizes="(min-width: 768px) 600px, 100vw"
                  className="block max-w-xl"
                  imgClassName="aspect-[3/2] h-auto w-full rounded-lg object-cover"
                />
              )}
            </div>
          ) : null}
          {data.image && data.focus ? <FocusPicker image={data.image} focus={data.focus} /> : null}
          {data.before && data.beforeFocus ? (
            <FocusPicker
              image={data.before}
              focus={data.beforeFocus}
              name="beforeFocus"
              subject="the before photo"
              hint="The gallery's square before/after card is cut around it; the large view always shows the whole photo."
            />
          ) : null}
          <PhotoField
            name="photo"
            label={data.isNew ? "Photo of the finished job" : "Replace the photo"}
            optional={!data.isNew}
            required={data.isNew}
          />
          <PhotoField
            name="beforePhoto"
            label={data.before ? "Replace the before photo" : "Before photo"}
            optional
            hint="With one, the project shows as a before/after pair."
          />
          {data.before ? (
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" name="removeBefore" className="size-5 accent-primary" /> Remove the
              before photo
            </label>
          ) : null}
        </FieldGroup>
        <FormState values={form.values ?? data.project} errorFor={form.errorFor}>
          <FieldGroup title="The project">
            <TextField name="title" label="Title" hint="e.g. Sage green living room in Shoreview." wide />
            <SelectField
              name="category"
              label="Category"
              options={data.categories.map((c) => ({ value: c, label: c }))}
            />
            <SelectField
              name="citySlug"
              label="City"
              optional
              hint="The project shows on that city's page too."
              options={[
                { value: "", label: "No city page" },
                ...data.cities.map((c) => ({ value: c.slug, label: c.name })),
              ]}
            />
            <TextField
              name="alt"
              label="Picture description"
              hint="What the photo shows, for people who cannot see it. Left empty, one is made from the title."
              optional={data.isNew}
              wide
            />
            <TextField
              name="beforeAlt"
              label="Before photo description"
              optional
              hint="What the before photo shows."
              wide
            />
            <TextField
              name="paintColor"
              label="Paint colour"
              optional
              hint="e.g. Hale Navy by Benjamin Moore."
            />
            <CheckboxField name="hidden" label="Hidden" hint="Kept here, not on the site." />
          </FieldGroup>
        </FormState>
      </RecordForm>
      {data.isNew ? null : (
        <RecordHistory
          items={data.history}
          revision={data.revision}
          timeZoneName={data.timeZoneName}
          restores="the words, city, colour and photos of that version, with the point kept in view (a photo only while its files are kept)"
        />
      )}
    </AdminPage>
  );
}
