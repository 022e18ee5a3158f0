import { AdminPage, FieldGroup } from "~/components/admin/admin-page";
import { CheckboxField, FormState, SelectField, TextAreaField } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { type CityPageFields, cityPageSchema } from "~/features/content/schemas";
import type { HistoryItem } from "~/lib/record-history";

export interface CityFormData {
  slug: string;
  name: string;
  values: CityPageFields;
  revision: number;
  own: { ownWords: boolean; projects: number; testimonials: number; nothing: boolean };
  neighbours: { value: string; label: string }[];
  history: HistoryItem[];
  timeZoneName: string;
}

/** One city page: the owner's words about working there, and whether it stands on its own, is hidden or merged. */
export function CityForm({ data }: { data: CityFormData }) {
  const form = useContentForm(cityPageSchema);
  const values = form.values ?? data.values;
  return (
    <AdminPage
      title={`${data.name} city page`}
      intro={
        data.own.nothing
          ? "This page has nothing of its own yet: only the town's name sets it apart. A few sentences of yours about jobs here make it worth finding."
          : `It has ${data.own.projects} photo${data.own.projects === 1 ? "" : "s"} of jobs here and ${data.own.testimonials} testimonial${data.own.testimonials === 1 ? "" : "s"}.`
      }
    >
      <RecordForm
        form={form}
        revision={data.revision}
        saveLabel="Save city page"
        isNew={false}
        draft={`city:${data.slug}`}
      >
        <FormState values={values} errorFor={form.errorFor}>
          <FieldGroup title="In your words">
            <TextAreaField
              name="ownWords"
              label={`Working in ${data.name}`}
              optional
              rows={7}
              wide
              hint="Shown on the page under your name: the streets, houses or jobs you know there. Leave a blank line between paragraphs."
            />
          </FieldGroup>
          <FieldGroup
            title="On the site"
            description="A hidden page, or one merged into a neighbour's, leaves the lists, the sitemap and search; its address leads on (search engines are told it moved for good)."
          >
            <CheckboxField name="hidden" label="Hidden" hint="Its address leads to the service areas page." />
            <SelectField
              name="mergedInto"
              label="Merged into"
              optional
              options={[{ value: "", label: "Not merged: it stands on its own" }, ...data.neighbours]}
            />
          </FieldGroup>
        </FormState>
      </RecordForm>
      <RecordHistory items={data.history} revision={data.revision} timeZoneName={data.timeZoneName} />
    </AdminPage>
  );
}
