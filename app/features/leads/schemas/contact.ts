import { z } from "zod/mini";
import { email, fieldIssues, formFields, text } from "~/lib/schemas/fields";
import { contactServices, contactTimings, DEFAULT_CONTACT_SERVICE } from "./contact-services";

export { contactServices } from "./contact-services";

/** Field limits (spec 001 §9). */
export const contactLimits = { name: 100, email: 255, phone: 20, message: 1000, location: 100 } as const;

/** The rules and exact messages of spec 001 §5. */
export const contactMessages = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be less than 100 characters",
  emailInvalid: "Invalid email address",
  emailTooLong: "Email must be less than 255 characters",
  phoneRequired: "Phone is required",
  phoneTooLong: "Phone must be less than 20 characters",
  messageRequired: "Message is required",
  messageTooLong: "Message must be less than 1000 characters",
  serviceInvalid: "Please choose a service from the list",
  locationTooLong: "ZIP code or city must be less than 100 characters",
  timingInvalid: "Please choose a timing from the list",
} as const;

/** Field names in the order of the form (and of the error toasts). */
export const contactFieldNames = [
  "name",
  "email",
  "phone",
  "service",
  "location",
  "timing",
  "message",
] as const;

export const contactSchema = z.object({
  name: text({
    max: contactLimits.name,
    required: contactMessages.nameRequired,
    tooLong: contactMessages.nameTooLong,
  }),
  email: email({
    max: contactLimits.email,
    invalid: contactMessages.emailInvalid,
    tooLong: contactMessages.emailTooLong,
  }),
  phone: text({
    max: contactLimits.phone,
    required: contactMessages.phoneRequired,
    tooLong: contactMessages.phoneTooLong,
  }),
  // No rule in the spec beyond the list itself; a missing value means the default.
  service: z._default(
    z.enum(contactServices, { error: contactMessages.serviceInvalid }),
    DEFAULT_CONTACT_SERVICE,
  ),
  // Optional additions beyond the specification's fields.
  location: text({ max: contactLimits.location, tooLong: contactMessages.locationTooLong }),
  timing: z._default(z.enum(["", ...contactTimings], { error: contactMessages.timingInvalid }), ""),
  message: text({
    max: contactLimits.message,
    required: contactMessages.messageRequired,
    tooLong: contactMessages.messageTooLong,
    multiline: true,
  }),
});

export type ContactInput = z.infer<typeof contactSchema>;

export function parseContactForm(formData: FormData) {
  const result = contactSchema.safeParse(formFields(formData, contactFieldNames));
  return result.success
    ? { ok: true as const, data: result.data }
    : { ok: false as const, issues: fieldIssues(result.error) };
}
