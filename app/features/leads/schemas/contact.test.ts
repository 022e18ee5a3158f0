import { describe, expect, it } from "vitest";
import {
  contactFieldNames,
  contactMessages,
  contactSchema,
  contactServices,
  parseContactForm,
} from "~/features/leads/schemas/contact";

const valid = {
  name: "Jane Homeowner",
  email: "jane@example.com",
  phone: "(651) 555-0100",
  service: "Exterior Painting",
  message: "Our deck and the south side of the house need paint.",
};

function form(values: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) data.append(key, value);
  return data;
}

/** The messages a form with these changes gets, in order. */
function messagesFor(changes: Record<string, string | undefined>): string[] {
  const result = parseContactForm(form({ ...valid, ...changes }));
  return result.ok ? [] : result.issues.map((issue) => issue.message);
}

describe("contact form rules (spec 001 §5)", () => {
  it("accepts a complete form and trims every field", () => {
    const result = parseContactForm(
      form({
        name: "  Jane Homeowner ",
        email: " jane@example.com\t",
        phone: " 651-555-0100 ",
        service: "Drywall Repair",
        message: "\n  Two rooms, one ceiling.\n\nThanks!  ",
      }),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        name: "Jane Homeowner",
        email: "jane@example.com",
        phone: "651-555-0100",
        service: "Drywall Repair",
        // The optional project details, absent here, are empty.
        location: "",
        timing: "",
        message: "Two rooms, one ceiling.\n\nThanks!",
      },
    });
  });

  it("takes the optional ZIP code or city and timing, and refuses a timing not in the list", () => {
    const result = parseContactForm(form({ ...valid, location: "  55082 ", timing: "Within a month" }));
    expect(result.ok && result.data).toMatchObject({ location: "55082", timing: "Within a month" });
    expect(messagesFor({ timing: "Yesterday" })).toEqual(["Please choose a timing from the list"]);
    expect(messagesFor({ location: "x".repeat(101) })).toEqual([
      "ZIP code or city must be less than 100 characters",
    ]);
  });

  it.each([
    ["empty", ""],
    ["only spaces", "   "],
    ["missing", undefined],
  ])("name %s: Name is required", (_label, name) => {
    expect(messagesFor({ name })).toEqual(["Name is required"]);
  });

  it("name: 100 characters pass, 101 get Name must be less than 100 characters", () => {
    expect(messagesFor({ name: "a".repeat(100) })).toEqual([]);
    expect(messagesFor({ name: "a".repeat(101) })).toEqual(["Name must be less than 100 characters"]);
    // Counted after trimming.
    expect(messagesFor({ name: ` ${"a".repeat(100)} ` })).toEqual([]);
  });

  it.each([
    ["empty", ""],
    ["missing", undefined],
    ["no at sign", "jane.example.com"],
    ["no domain", "jane@"],
    ["no top-level domain", "jane@example"],
    ["spaces inside", "jane doe@example.com"],
  ])("email %s: Invalid email address", (_label, email) => {
    expect(messagesFor({ email })).toEqual(["Invalid email address"]);
  });

  it("email: 255 characters pass, 256 get Email must be less than 255 characters", () => {
    const at255 = `${"a".repeat(255 - "@example.com".length)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(messagesFor({ email: at255 })).toEqual([]);
    expect(messagesFor({ email: `a${at255}` })).toEqual(["Email must be less than 255 characters"]);
  });

  it.each([
    ["empty", ""],
    ["only spaces", "  "],
    ["missing", undefined],
  ])("phone %s: Phone is required", (_label, phone) => {
    expect(messagesFor({ phone })).toEqual(["Phone is required"]);
  });

  it("phone: 20 characters pass, 21 get Phone must be less than 20 characters", () => {
    expect(messagesFor({ phone: "1".repeat(20) })).toEqual([]);
    expect(messagesFor({ phone: "1".repeat(21) })).toEqual(["Phone must be less than 20 characters"]);
  });

  it.each([
    ["empty", ""],
    ["only blank lines", "\n \n"],
    ["missing", undefined],
  ])("message %s: Message is required", (_label, message) => {
    expect(messagesFor({ message })).toEqual(["Message is required"]);
  });

  it("message: 1000 characters pass, 1001 get Message must be less than 1000 characters", () => {
    expect(messagesFor({ message: "m".repeat(1000) })).toEqual([]);
    expect(messagesFor({ message: "m".repeat(1001) })).toEqual(["Message must be less than 1000 characters"]);
  });

  it("service: the seven choices, Interior Painting by default", () => {
    expect(contactServices).toEqual([
      "Interior Painting",
      "Exterior Painting",
      "Commercial Painting",
      "Drywall Installation",
      "Drywall Repair",
      "Cabinet Refinishing",
      "Other",
    ]);
    for (const service of contactServices) expect(messagesFor({ service })).toEqual([]);
    const missing = parseContactForm(form({ ...valid, service: undefined }));
    expect(missing.ok && missing.data.service).toBe("Interior Painting");
    expect(messagesFor({ service: "Roofing" })).toEqual([contactMessages.serviceInvalid]);
  });

  it("reports every failure, in the order of the form's fields", () => {
    expect(messagesFor({ name: "", email: "x", phone: "", message: "" })).toEqual([
      "Name is required",
      "Invalid email address",
      "Phone is required",
      "Message is required",
    ]);
    expect(Object.keys(contactSchema.shape)).toEqual([...contactFieldNames]);
  });

  it("drops control characters and keeps single-line fields on one line", () => {
    const result = parseContactForm(
      form({ ...valid, name: "Jane\u0000 \r\nHome\u0007owner", message: "Line one\r\nLine\u0000 two" }),
    );
    expect(result.ok && result.data.name).toBe("Jane  Homeowner");
    expect(result.ok && result.data.message).toBe("Line one\nLine two");
  });

  it("keeps markup as plain text (it is escaped where it is shown)", () => {
    const result = parseContactForm(form({ ...valid, name: "<script>alert(1)</script>" }));
    expect(result.ok && result.data.name).toBe("<script>alert(1)</script>");
  });

  it("treats an uploaded file in place of a field as a missing value", () => {
    const data = form({ ...valid, name: undefined });
    data.append("name", new Blob(["x"]), "name.txt");
    const result = parseContactForm(data);
    expect(result.ok ? [] : result.issues.map((i) => i.message)).toEqual(["Name is required"]);
  });
});
