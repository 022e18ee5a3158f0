import { Save } from "lucide-react";
import { Form } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Button } from "~/components/ui/button";
import { fieldValue } from "~/lib/admin-content";
import { testimonialSchema } from "~/lib/schemas/content";
import { ContentPage, FieldGroup, IssueSummary } from "./content-page";
import { CheckboxField, FormState, TextAreaField, TextField } from "./fields";
import { useContentForm } from "./use-content-form";

export interface TestimonialFormData {
  isNew: boolean;
  cities: { slug: string; name: string }[];
  testimonial: {
    name: string;
    location: string;
    rating: number;
    text: string;
    onHome: boolean;
    citySlugs: string[];
    hidden: boolean;
  };
  revision: number;
}

/** A testimonial: who said it, what they said, and where the site shows it. */
export function TestimonialForm({
  data,
  flash,
}: {
  data: TestimonialFormData;
  flash?: { message: string; kind: "success" | "error" };
}) {
  const form = useContentForm(testimonialSchema);
  const failed = form.answer && !form.answer.ok ? form.answer : undefined;
  const values = form.values ?? data.testimonial;
  const chosen = fieldValue(values, "citySlugs").split("\n");
  const cityError = form.errorFor("citySlugs");
  return (
    <ContentPage
      title={data.isNew ? "New testimonial" : `Testimonial from ${data.testimonial.name}`}
      parent={{ to: "/admin/content/testimonials", label: "Testimonials" }}
    >
      {flash ? (
        <AdminNotice kind={flash.kind} className="mb-6">
          {flash.message}
        </AdminNotice>
      ) : null}
      <Form
        key={data.revision}
        method="post"
        noValidate={form.noValidate}
        onSubmit={form.onSubmit}
        className="space-y-6"
      >
        <input type="hidden" name="revision" value={data.revision} />
        <IssueSummary message={failed?.message} issues={form.issues} />
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
                A city page shows the first testimonial of the list that names it.
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
            <CheckboxField name="hidden" label="Hidden" hint="Kept here, shown nowhere." />
          </FieldGroup>
        </FormState>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Button type="submit" name="intent" value="save" size="lg" disabled={form.busy === "save"}>
            <Save aria-hidden="true" /> {form.busy === "save" ? "Saving..." : "Save testimonial"}
          </Button>
        </div>
      </Form>
      {data.isNew ? null : (
        <div className="mt-8">
          <ConfirmDelete
            label="Delete this testimonial"
            warning="It is removed from every page and from this list, for good. To take it off the site for now, tick Hidden instead."
            busy={form.busy === "delete"}
          />
        </div>
      )}
    </ContentPage>
  );
}
