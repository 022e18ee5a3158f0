import { describe, expect, it } from "vitest";
import {
  nominationFieldNames,
  nominationLimits,
  nominationSchema,
  parseNominationForm,
} from "~/features/leads/schemas/nomination";

const valid = {
  your_name: "Sam Neighbor",
  your_email: "sam@example.com",
  your_phone: "651-555-0111",
  nominee_name: "Rita Ortiz",
  nominee_address: "12 Elm St, Shoreview, MN",
  nominee_phone: "",
  relationship: "neighbor",
  reason: "She spent the year caring for her husband and her porch is peeling.",
};

function form(values: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) data.append(key, value);
  return data;
}

function messagesFor(changes: Record<string, string | undefined>): string[] {
  const result = parseNominationForm(form({ ...valid, ...changes }));
  return result.ok ? [] : result.issues.map((issue) => issue.message);
}

describe("nomination form rules", () => {
  it("accepts a complete nomination, trims it, and stores an empty nominee phone as none", () => {
    const result = parseNominationForm(form({ ...valid, your_name: "  Sam Neighbor " }));
    expect(result).toEqual({ ok: true, data: { ...valid, your_name: "Sam Neighbor", nominee_phone: null } });
    const missingPhone = parseNominationForm(form({ ...valid, nominee_phone: undefined }));
    expect(missingPhone.ok && missingPhone.data.nominee_phone).toBeNull();
    const withPhone = parseNominationForm(form({ ...valid, nominee_phone: " 651-555-0199 " }));
    expect(withPhone.ok && withPhone.data.nominee_phone).toBe("651-555-0199");
  });

  it.each([
    ["your_name", "Your name is required"],
    ["your_phone", "Your phone number is required"],
    ["nominee_name", "Nominee name is required"],
    ["nominee_address", "Nominee address is required"],
    ["relationship", "Relationship is required"],
    ["reason", "Reason is required"],
  ])("%s is required: %s", (field, message) => {
    expect(messagesFor({ [field]: "" })).toEqual([message]);
    expect(messagesFor({ [field]: "   " })).toEqual([message]);
    expect(messagesFor({ [field]: undefined })).toEqual([message]);
  });

  it.each(["", "sam", "sam@", "sam@example", "sam @example.com"])(
    "your email %j: Invalid email address",
    (email) => {
      expect(messagesFor({ your_email: email })).toEqual(["Invalid email address"]);
    },
  );

  it.each([
    ["your_name", "Your name must be less than 100 characters"],
    ["your_phone", "Your phone number must be less than 20 characters"],
    ["nominee_name", "Nominee name must be less than 100 characters"],
    ["nominee_address", "Nominee address must be less than 300 characters"],
    ["nominee_phone", "Nominee phone must be less than 20 characters"],
    ["relationship", "Relationship must be less than 100 characters"],
    ["reason", "Reason must be less than 2000 characters"],
  ] as const)("%s has a maximum length stated in its message", (field, message) => {
    const max = nominationLimits[field];
    expect(message).toContain(String(max));
    expect(messagesFor({ [field]: "x".repeat(max) })).toEqual([]);
    expect(messagesFor({ [field]: "x".repeat(max + 1) })).toEqual([message]);
  });

  it("your email has a maximum length too", () => {
    const at255 = `${"a".repeat(255 - "@example.com".length)}@example.com`;
    expect(messagesFor({ your_email: at255 })).toEqual([]);
    expect(messagesFor({ your_email: `a${at255}` })).toEqual(["Your email must be less than 255 characters"]);
  });

  it("reports every failure in the order of the form", () => {
    const empty = Object.fromEntries(nominationFieldNames.map((name) => [name, ""]));
    expect(messagesFor(empty)).toEqual([
      "Your name is required",
      "Invalid email address",
      "Your phone number is required",
      "Nominee name is required",
      "Nominee address is required",
      "Relationship is required",
      "Reason is required",
    ]);
    expect(Object.keys(nominationSchema.shape)).toEqual([...nominationFieldNames]);
  });

  it("keeps the reason's line breaks", () => {
    const result = parseNominationForm(form({ ...valid, reason: "First.\r\n\r\nSecond." }));
    expect(result.ok && result.data.reason).toBe("First.\n\nSecond.");
  });
});
