import { AdminPage, FieldGroup } from "~/components/admin/admin-page";
import { CheckboxField, FormState, SelectField, TextAreaField, TextField } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { type TestimonialFields, testimonialFormSchema } from "~/features/content/schemas";
import { fieldValue } from "~/lib/admin-form";
import type { HistoryItem } from "~/lib/record-history";

export interface TestimonialFormData {
  isNew: boolean;
  /** None for a new one. */
  id?: string;
  history: HistoryItem[];
  timeZoneName: string;
  cities: { slug: string; name: string }[];
  testimonial: TestimonialFields & { place?: "first" | "last" };
  revision: number;
}

/** A testimonial: who said it, what they said, and where the site shows it. */
export function TestimonialForm({ data }: { data: TestimonialFormData }) {
  const form = useContentForm(testimonialFormSchema);
  const values = form.values ?? data.testimonial;
  const chosen = fieldValue(values, "citySlugs").split("\n");
  const cityError = form.errorFor("citySlugs");
  return (
    <AdminPage title={data.isNew ? "New testimonial" : `Testimonial from ${data.testimonial.name}`}>
      <RecordForm
        form={form}
        revision={data.revision}
        saveLabel="Save testimonial"
        isNew={data.isNew}
        draft={`testimonial:${data.id ?? "new"}`}
        deletion={{
          label: "Delete this testimonial",
          warning:
            "It is removed from every page and from this list, for good. To take it off the site for now, tick Hidden instead.",
        }}
      >
        <FormState values={values} errorFor={form.errorFor}>
          <FieldGroup title="What they said">
            <TextField name="name" label="Name" hint="As the customer agreed to be named, e.g. Karen S." />
            <TextField name="location" label="Where they live" hint="e.g. Shoreview." />
            <TextField
              name="rating"
              label="Rating"
              type="number"
              inputMode="decimal"
              step="0.1"
              hint="1 to 5, one decimal at most (4.8)."
            />
            <TextAreaField name="text" label="What they said" rows={6} wide />
          </FieldGroup>
          <FieldGroup title="Where it shows">
            <CheckboxField name="onHome" label="On the home page" />
            <fieldset
              className="sm:col-span-2"
              aria-describedby={cityError ? "field-citySlugs-error" : undefined}
            >
              <legend className="mb-1 text-sm font-medium">On city pages</legend>
              <p className="mb-2 text-sm text-muted-foreground">
                A city page shows every testimonial that names it, in the list's order.
              </p>
              <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
                {data.cities.map((city) => (
                  <label key={city.slug} className="inline-flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="citySlugs[]"
                      value={city.slug}
                      defaultChecked={chosen.includes(city.slug)}
                      className="size-5 shrink-0 accent-primary"
                    />
                    {city.name}
                  </label>
                ))}
              </div>
              {cityError ? (
                <p id="field-citySlugs-error" className="mt-1 text-sm font-medium text-destructive">
                  {cityError}
                </p>
              ) : null}
            </fieldset>
            {data.isNew ? (
              <SelectField
                name="place"
                label="Where in the list"
                hint="The pages show testimonials in the list's order."
                options={[
                  { value: "first", label: "First, at the top" },
                  { value: "last", label: "Last, at the bottom" },
                ]}
              />
            ) : null}
            <CheckboxField name="hidden" label="Hidden" hint="Kept here, shown nowhere." />
          </FieldGroup>
        </FormState>
      </RecordForm>
      {data.isNew ? null : (
        <RecordHistory items={data.history} revision={data.revision} timeZoneName={data.timeZoneName} />
      )}
    </AdminPage>
  );
}
