import { Save } from "lucide-react";
import { Form } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Button } from "~/components/ui/button";
import { jobOpeningSchema } from "~/lib/schemas/content";
import { ContentPage, FieldGroup, IssueSummary } from "./content-page";
import { CheckboxField, FormState, TextAreaField, TextField } from "./fields";
import { useContentForm } from "./use-content-form";

export interface OpeningFormData {
  isNew: boolean;
  opening: {
    title: string;
    type: string;
    location: string;
    description: string;
    pay: string;
    postedFrom: string;
    postedUntil: string;
    hidden: boolean;
  };
  revision: number;
}

/** A job opening: the position, its pay, and the days the careers page lists it. */
export function OpeningForm({
  data,
  flash,
}: {
  data: OpeningFormData;
  flash?: { message: string; kind: "success" | "error" };
}) {
  const form = useContentForm(jobOpeningSchema);
  const failed = form.answer && !form.answer.ok ? form.answer : undefined;
  return (
    <ContentPage
      title={data.isNew ? "New job opening" : data.opening.title}
      parent={{ to: "/admin/content/openings", label: "Job openings" }}
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
        <FormState values={form.values ?? data.opening} errorFor={form.errorFor}>
          <FieldGroup title="The position">
            <TextField name="title" label="Job title" wide />
            <TextField name="type" label="Type" hint="e.g. Full-time." />
            <TextField name="location" label="Where" hint="e.g. Twin Cities Area." />
            <TextField name="pay" label="Pay" hint="e.g. $20-30/hour." />
            <TextAreaField name="description" label="Description" rows={5} wide />
          </FieldGroup>
          <FieldGroup
            title="When it is listed"
            description="The careers page lists it from the first day to the end of the last."
          >
            <TextField name="postedFrom" label="First day" type="date" />
            <TextField name="postedUntil" label="Last day" type="date" />
            <CheckboxField name="hidden" label="Hidden" hint="Not listed, whatever the dates." />
          </FieldGroup>
        </FormState>
        <Button type="submit" name="intent" value="save" size="lg" disabled={form.busy === "save"}>
          <Save aria-hidden="true" /> {form.busy === "save" ? "Saving..." : "Save opening"}
        </Button>
      </Form>
      {data.isNew ? null : (
        <div className="mt-8">
          <ConfirmDelete
            label="Delete this opening"
            warning="It is removed for good. To stop listing it, set its last day or tick Hidden instead."
            busy={form.busy === "delete"}
          />
        </div>
      )}
    </ContentPage>
  );
}
