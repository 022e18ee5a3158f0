import { AdminPage, FieldGroup } from "~/components/admin/admin-page";
import { CheckboxField, FormState, TextAreaField, TextField } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { type JobOpeningFields, jobOpeningSchema } from "~/features/content/schemas";
import type { HistoryItem } from "~/lib/record-history";

export interface OpeningFormData {
  isNew: boolean;
  /** None for a new one. */
  id?: string;
  history: HistoryItem[];
  timeZoneName: string;
  opening: JobOpeningFields;
  revision: number;
}

/** A job opening: the position, its pay, and the days the careers page lists it. */
export function OpeningForm({ data }: { data: OpeningFormData }) {
  const form = useContentForm(jobOpeningSchema);
  return (
    <AdminPage title={data.isNew ? "New job opening" : data.opening.title}>
      <RecordForm
        form={form}
        revision={data.revision}
        saveLabel="Save opening"
        isNew={data.isNew}
        draft={`opening:${data.id ?? "new"}`}
        deletion={{
          label: "Delete this opening",
          warning: "It is removed for good. To stop listing it, set its last day or tick Hidden instead.",
        }}
      >
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
      </RecordForm>
      {data.isNew ? null : (
        <RecordHistory items={data.history} revision={data.revision} timeZoneName={data.timeZoneName} />
      )}
    </AdminPage>
  );
}
