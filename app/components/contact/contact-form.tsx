import { Send } from "lucide-react";
import { Form } from "react-router";
import { FormAlert } from "~/components/forms/form-alert";
import { FormField } from "~/components/forms/form-field";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { VisitFields } from "~/components/forms/visit-fields";
import { ServerMarkup } from "~/components/layout/server-markup";
import { Button } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/form-controls";
import { contactServices, DEFAULT_CONTACT_SERVICE } from "~/lib/schemas/contact-services";

// The schema (and its validation library) loads once the visitor starts on the form.
const loadValidation = () => import("~/lib/schemas/contact").then((schema) => schema.parseContactForm);

/** The contact form (spec 001 §2, §4, §5): posts to the /contact action, with or without JavaScript. */
export function ContactForm() {
  const form = useLeadForm(loadValidation);
  const values = form.defaults;
  return (
    <Form
      key={form.formKey}
      method="post"
      action="/contact#contact-form"
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      onFocus={form.prepare}
      onPointerDown={form.prepare}
      className="relative space-y-5"
    >
      {form.inlineResult ? (
        // Only a post made without JavaScript comes back with an answer to write
        // here: the browser keeps the server's markup, the alert's code stays there.
        <ServerMarkup>{import.meta.env.SSR ? <FormAlert result={form.inlineResult} /> : null}</ServerMarkup>
      ) : null}
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
      <HoneypotField />
      <VisitFields />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.busy}>
        <Send aria-hidden="true" />
        {form.busy ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
