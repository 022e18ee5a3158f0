import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { FormField } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/form-controls";
import { LeadForm } from "~/features/leads/components/form/lead-form";
import { useLeadForm } from "~/features/leads/components/form/use-lead-form";
import {
  contactServices,
  contactTimings,
  DEFAULT_CONTACT_SERVICE,
} from "~/features/leads/schemas/contact-services";
import type { VisitOffer } from "~/lib/form-result";
import { useSite } from "~/lib/use-site";
import { PhotoPicker } from "./photo-picker";
import { PlaceField } from "./place-field";

// The schema (and its validation library) loads once the visitor starts on the form.
const loadValidation = () =>
  import("~/features/leads/schemas/contact").then((schema) => schema.parseContactForm);

/**
 * The contact form (spec 001 §2, §4, §5): posts to the /contact action, with or without JavaScript.
 * Once sent, the times offered for a visit are drawn by `visitOffer` (booking's, given by the page:
 * the leads feature does not reach into booking).
 */
export function ContactForm({ visitOffer }: { visitOffer: (offer: VisitOffer) => ReactNode }) {
  const form = useLeadForm(loadValidation);
  const values = form.defaults;
  const { business, claims, telHref } = useSite();
  return (
    <LeadForm
      name="contact"
      form={form}
      action="/contact#contact-form"
      encType="multipart/form-data"
      confirmation={
        <>
          <p>
            {business.ownerFirstName} will get back to you {claims.responseTime} during business hours, by
            phone or e-mail. Anything to add, or rather talk now? Call{" "}
            <a href={telHref} className="font-semibold underline underline-offset-2">
              {business.phone.display}
            </a>
            .
          </p>
          {form.sent?.visitOffer ? visitOffer(form.sent.visitOffer) : null}
          <p className="mt-1">To send another message, just start typing below.</p>
        </>
      }
      className="relative space-y-5"
      submit={
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.busy}>
          <Send aria-hidden="true" />
          {form.busy ? "Sending..." : "Send Message"}
        </Button>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="name" label="Name" error={form.errorFor("name")}>
          {(props) => (
            <Input
              {...props}
              required
              autoComplete="name"
              placeholder="Your full name"
              defaultValue={values.name}
            />
          )}
        </FormField>
        <FormField name="email" label="Email" error={form.errorFor("email")}>
          {(props) => (
            <Input
              {...props}
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              defaultValue={values.email}
            />
          )}
        </FormField>
        <FormField name="phone" label="Phone" error={form.errorFor("phone")}>
          {(props) => (
            <Input
              {...props}
              type="tel"
              required
              autoComplete="tel"
              placeholder="(651) 555-0100"
              defaultValue={values.phone}
            />
          )}
        </FormField>
        <FormField name="service" label="Service" error={form.errorFor("service")}>
          {(props) => (
            <Select {...props} defaultValue={values.service ?? DEFAULT_CONTACT_SERVICE}>
              {contactServices.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlaceField defaultValue={values.location} error={form.errorFor("location")} />
        <FormField
          name="timing"
          label="When would you like it done?"
          optional
          error={form.errorFor("timing")}
        >
          {(props) => (
            <Select {...props} defaultValue={values.timing ?? ""}>
              <option value="">No preference</option>
              {contactTimings.map((timing) => (
                <option key={timing} value={timing}>
                  {timing}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField name="message" label="Message" error={form.errorFor("message")}>
        {(props) => (
          <Textarea
            {...props}
            required
            rows={6}
            placeholder="Tell us about your project: the rooms or surfaces, the timing you have in mind, anything we should know."
            defaultValue={values.message}
          />
        )}
      </FormField>
      <PhotoPicker error={form.errorFor("photos")} />
    </LeadForm>
  );
}
