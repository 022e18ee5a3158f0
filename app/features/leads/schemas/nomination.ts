import { z } from "zod/mini";
import { email, fieldIssues, formFields, text } from "~/lib/schemas/fields";

/**
 * The nomination form. The spec asks only for the required fields, an e-mail
 * format and an optional nominee phone; the maximum lengths keep any one field
 * from being megabytes long, and each message states its limit.
 */
export const nominationLimits = {
  your_name: 100,
  your_email: 255,
  your_phone: 20,
  nominee_name: 100,
  nominee_address: 300,
  nominee_phone: 20,
  relationship: 100,
  reason: 2000,
} as const;

export const nominationMessages = {
  yourNameRequired: "Your name is required",
  yourNameTooLong: "Your name must be less than 100 characters",
  yourEmailInvalid: "Invalid email address",
  yourEmailTooLong: "Your email must be less than 255 characters",
  yourPhoneRequired: "Your phone number is required",
  yourPhoneTooLong: "Your phone number must be less than 20 characters",
  nomineeNameRequired: "Nominee name is required",
  nomineeNameTooLong: "Nominee name must be less than 100 characters",
  nomineeAddressRequired: "Nominee address is required",
  nomineeAddressTooLong: "Nominee address must be less than 300 characters",
  nomineePhoneTooLong: "Nominee phone must be less than 20 characters",
  relationshipRequired: "Relationship is required",
  relationshipTooLong: "Relationship must be less than 100 characters",
  reasonRequired: "Reason is required",
  reasonTooLong: "Reason must be less than 2000 characters",
} as const;

/** Field names in the order of the form (and of the error toasts). */
export const nominationFieldNames = [
  "your_name",
  "your_email",
  "your_phone",
  "nominee_name",
  "nominee_address",
  "nominee_phone",
  "relationship",
  "reason",
] as const;

const m = nominationMessages;
const max = nominationLimits;

export const nominationSchema = z.object({
  your_name: text({ max: max.your_name, required: m.yourNameRequired, tooLong: m.yourNameTooLong }),
  your_email: email({ max: max.your_email, invalid: m.yourEmailInvalid, tooLong: m.yourEmailTooLong }),
  your_phone: text({ max: max.your_phone, required: m.yourPhoneRequired, tooLong: m.yourPhoneTooLong }),
  nominee_name: text({
    max: max.nominee_name,
    required: m.nomineeNameRequired,
    tooLong: m.nomineeNameTooLong,
  }),
  nominee_address: text({
    max: max.nominee_address,
    required: m.nomineeAddressRequired,
    tooLong: m.nomineeAddressTooLong,
  }),
  // Optional: empty (or absent) is stored as null.
  nominee_phone: z.pipe(
    text({ max: max.nominee_phone, tooLong: m.nomineePhoneTooLong }),
    z.transform((value: string) => (value === "" ? null : value)),
  ),
  relationship: text({
    max: max.relationship,
    required: m.relationshipRequired,
    tooLong: m.relationshipTooLong,
  }),
  reason: text({ max: max.reason, required: m.reasonRequired, tooLong: m.reasonTooLong, multiline: true }),
});

export type NominationInput = z.infer<typeof nominationSchema>;

export function parseNominationForm(formData: FormData) {
  const result = nominationSchema.safeParse(formFields(formData, nominationFieldNames));
  return result.success
    ? { ok: true as const, data: result.data }
    : { ok: false as const, issues: fieldIssues(result.error) };
}
