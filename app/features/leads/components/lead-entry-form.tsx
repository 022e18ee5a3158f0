import { UserPlus } from "lucide-react";
import { Form } from "react-router";
import { AdminPage, FieldGroup, IssueSummary } from "~/components/admin/admin-page";
import { FormState, SelectField, TextAreaField, TextField } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { leadStatusLabels } from "~/features/leads/lead-filters";
import { contactServices } from "~/features/leads/schemas/contact-services";
import { entryStatuses, leadEntrySchema } from "~/features/leads/schemas/lead-entry";

const blank = {
  name: "",
  phone: "",
  email: "",
  service: contactServices[0],
  location: "",
  notes: "",
  heardFrom: "",
  newSource: "",
  status: "contacted",
};

/**
 * "Add a lead" for a customer who called, walked in or was referred: kept
 * with the requests from the site, worked the same way, and counted in
 * Insights under where they heard of the business.
 */
export function LeadEntryForm({ sources }: { sources: string[] }) {
  const form = useContentForm(leadEntrySchema);
  const busy = form.busy === "save";
  return (
    <AdminPage
      title="Add a lead"
      width="max-w-3xl"
      intro="For a customer who called, walked in or was sent by someone. It goes on your leads list like a request from the website, and Insights counts it under where they heard of you."
    >
      <Form method="post" noValidate={form.noValidate} onSubmit={form.onSubmit} className="mt-6 space-y-6">
        <IssueSummary message={form.refusal} issues={form.issues} />
        <FormState values={form.values ?? blank} errorFor={form.errorFor}>
          <FieldGroup title="The customer">
            <TextField name="name" label="Name" autoComplete="off" />
            <TextField name="phone" label="Phone" type="tel" hint="With the area code." />
            <TextField name="email" label="E-mail" type="email" optional />
            <TextField name="location" label="Town or ZIP code" optional />
          </FieldGroup>
          <FieldGroup title="The job">
            <SelectField
              name="service"
              label="What they want"
              options={contactServices.map((service) => ({ value: service, label: service }))}
            />
            <SelectField
              name="status"
              label="Status"
              options={entryStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
            />
            <TextAreaField
              name="notes"
              label="Notes"
              optional
              rows={3}
              hint="What they told you: rooms, colors, when they'd like it done."
              wide
            />
          </FieldGroup>
          <FieldGroup title="Where they heard of you">
            <SelectField
              name="heardFrom"
              label="Heard of you from"
              options={[
                { value: "", label: "Choose one..." },
                ...sources.map((source) => ({ value: source, label: source })),
              ]}
            />
            <TextField
              name="newSource"
              label="Or a new choice"
              optional
              hint="Not on the list? Type it here (e.g. Home show). It's added to the list for next time."
            />
          </FieldGroup>
        </FormState>
        <Button type="submit" name="intent" value="save" size="lg" className="max-sm:w-full" disabled={busy}>
          <UserPlus aria-hidden="true" /> {busy ? "Saving..." : "Add lead"}
        </Button>
      </Form>
    </AdminPage>
  );
}
