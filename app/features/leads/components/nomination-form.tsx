import { Heart } from "lucide-react";
import { FormField } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/form-controls";
import { LeadForm } from "~/features/leads/components/form/lead-form";
import { useLeadForm } from "~/features/leads/components/form/use-lead-form";
import { useSite } from "~/lib/use-site";

// The schema (and its validation library) loads once the visitor starts on the form.
const loadValidation = () =>
  import("~/features/leads/schemas/nomination").then((schema) => schema.parseNominationForm);

/** The Nomination Form (spec 001 §2, §4, §5): posts to the /nominate action, with or without JavaScript. */
export function NominationForm() {
  const form = useLeadForm(loadValidation);
  const values = form.defaults;
  const { business, telHref } = useSite();
  return (
    <LeadForm
      name="nomination"
      form={form}
      action="/nominate#nomination-form"
      confirmation={
        <>
          <p>
            We read every nomination and may call or e-mail you with a question. We talk with the person you
            nominated before anything goes ahead. Questions? Call{" "}
            <a href={telHref} className="font-semibold underline underline-offset-2">
              {business.phone.display}
            </a>
            .
          </p>
          <p className="mt-1">To nominate someone else, just start typing below.</p>
        </>
      }
      className="relative space-y-8"
      submit={
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.busy}>
          <Heart aria-hidden="true" />
          {form.busy ? "Submitting..." : "Submit Nomination"}
        </Button>
      }
    >
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">About you</legend>
        <FormField name="your_name" label="Your Name" error={form.errorFor("your_name")}>
          {(props) => <Input {...props} required autoComplete="name" defaultValue={values.your_name} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="your_email" label="Your Email" error={form.errorFor("your_email")}>
            {(props) => (
              <Input {...props} type="email" required autoComplete="email" defaultValue={values.your_email} />
            )}
          </FormField>
          <FormField name="your_phone" label="Your Phone Number" error={form.errorFor("your_phone")}>
            {(props) => (
              <Input {...props} type="tel" required autoComplete="tel" defaultValue={values.your_phone} />
            )}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">About the person you are nominating</legend>
        <FormField name="nominee_name" label="Nominee Name" error={form.errorFor("nominee_name")}>
          {(props) => <Input {...props} required autoComplete="off" defaultValue={values.nominee_name} />}
        </FormField>
        <FormField name="nominee_address" label="Nominee Address" error={form.errorFor("nominee_address")}>
          {(props) => (
            <Input
              {...props}
              required
              autoComplete="off"
              placeholder="Street address, city, state"
              defaultValue={values.nominee_address}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            name="nominee_phone"
            label="Nominee Phone"
            optional
            error={form.errorFor("nominee_phone")}
          >
            {(props) => (
              <Input {...props} type="tel" autoComplete="off" defaultValue={values.nominee_phone} />
            )}
          </FormField>
          <FormField
            name="relationship"
            label="Your relationship to nominee"
            error={form.errorFor("relationship")}
          >
            {(props) => (
              <Input
                {...props}
                required
                autoComplete="off"
                placeholder="e.g., neighbor, friend, family member"
                defaultValue={values.relationship}
              />
            )}
          </FormField>
        </div>
        <FormField name="reason" label="Why do you think they deserve this?" error={form.errorFor("reason")}>
          {(props) => (
            <Textarea
              {...props}
              required
              rows={7}
              placeholder="Tell us their story: what they have been through, what they do for others, and how a fresh coat of paint would help."
              defaultValue={values.reason}
            />
          )}
        </FormField>
      </fieldset>
    </LeadForm>
  );
}
