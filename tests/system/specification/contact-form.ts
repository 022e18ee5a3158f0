/**
 * Spec 001 §3, §5, §8 and §9: the contact form's fields, its service
 * choices and their default, and its rules and messages, posted as a
 * browser without JavaScript posts it (the form's own fields, urlencoded,
 * with the site's Origin: a post from another site is refused).
 *
 * The limits are checked where the specification applies them, at submit:
 * over the limit gets the field's message, at the limit is accepted. (A
 * maxlength attribute would stop the typing before the message could ever
 * show; one, if present, must at least not be shorter than the limit.)
 */
import { describe, expect, it } from "vitest";
import { outcome, postForm } from "../support/server";
import { control, htmlWords, type Site, words } from "./site";

/** Spec 001 §3 "Service choices: Interior Painting (default), ..., Other". */
const serviceChoices = [
  "Interior Painting",
  "Exterior Painting",
  "Commercial Painting",
  "Drywall Installation",
  "Drywall Repair",
  "Cabinet Refinishing",
  "Other",
];

/** Spec 001 §9 "Field limits: name 100, email 255, phone 20, message 1000". */
const limits = { name: 100, email: 255, phone: 20, message: 1000 };

/** An e-mail address exactly `length` characters long. */
function emailOfLength(length: number): string {
  const domain = (rest: number) =>
    `${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(rest - 63 - 63 - 2 - 4)}.com`;
  return `${"a".repeat(64)}@${domain(length - 65)}`;
}

/** The contact form as the page serves it: every field it would send, with what it holds. */
async function contactForm(site: Site): Promise<{ form: HTMLFormElement; fields: Record<string, string> }> {
  const form = [...(await site.page("/contact")).main.querySelectorAll("form")].find((element) =>
    element.querySelector("textarea[name=message]"),
  );
  if (!form) throw new Error("no contact form");
  const fields: Record<string, string> = {};
  for (const element of form.querySelectorAll<HTMLInputElement>(
    "input[name], select[name], textarea[name]",
  )) {
    if (element.type === "file" || element.type === "submit") continue;
    fields[element.name] = element.value;
  }
  return { form, fields };
}

export function describeContactForm(site: Site) {
  describe("spec 001 §3 contact_submissions and §5 Contact form", () => {
    it('"name, email, phone, service, message" (inputs are also marked required); "Service choices: Interior Painting (default), Exterior Painting, Commercial Painting, Drywall Installation, Drywall Repair, Cabinet Refinishing, Other"', async () => {
      const { form } = await contactForm(site);
      for (const [label, name] of [
        ["Name", "name"],
        ["Email", "email"],
        ["Phone", "phone"],
        ["Message", "message"],
      ] as const) {
        const field = control(form, label);
        expect(field?.getAttribute("name"), label).toBe(name);
        expect(field?.hasAttribute("required"), `${label} is required`).toBe(true);
        const max = field?.getAttribute("maxlength");
        if (max !== null && max !== undefined)
          expect(Number(max), `${label} maxlength`).toBeGreaterThanOrEqual(limits[name]);
      }
      expect(control(form, "Email")?.getAttribute("type")).toBe("email");
      const service = control(form, "Service") as HTMLSelectElement | null;
      expect([...(service?.options ?? [])].map((option) => option.value)).toEqual(serviceChoices);
      expect(service?.value).toBe("Interior Painting");
    });

    it('§5 over the limits: "Name must be less than 100 characters", "Invalid email address", "Phone must be less than 20 characters", "Message must be less than 1000 characters"', async () => {
      const { fields } = await contactForm(site);
      const answer = await postForm(site.base, "/contact", {
        ...fields,
        name: "n".repeat(limits.name + 1),
        email: "homeowner@example",
        phone: "6".repeat(limits.phone + 1),
        message: "m".repeat(limits.message + 1),
      });
      expect(answer.status).toBe(400);
      const text = htmlWords(answer.html);
      for (const message of [
        "Name must be less than 100 characters",
        "Invalid email address",
        "Phone must be less than 20 characters",
        "Message must be less than 1000 characters",
      ]) {
        expect(text).toContain(message);
      }
    });

    it('§5 "Name is required", "Email must be less than 255 characters", "Phone is required", "Message is required" (fields trimmed)', async () => {
      const { fields } = await contactForm(site);
      const answer = await postForm(site.base, "/contact", {
        ...fields,
        name: "   ",
        email: emailOfLength(limits.email + 1),
        phone: " ",
        message: "  ",
      });
      expect(answer.status).toBe(400);
      const text = htmlWords(answer.html);
      for (const message of [
        "Name is required",
        "Email must be less than 255 characters",
        "Phone is required",
        "Message is required",
      ]) {
        expect(text).toContain(message);
      }
    });

    it('§9 "Field limits: name 100, email 255, phone 20, message 1000" accepted at the limit; §8 "Contact success: Message sent successfully! We\'ll be in touch soon."', async () => {
      const { fields } = await contactForm(site);
      const answer = await postForm(site.base, "/contact", {
        ...fields,
        name: `Spec Limit ${"n".repeat(limits.name - 11)}`,
        email: emailOfLength(limits.email),
        phone: `651-555-0100${"0".repeat(limits.phone - 12)}`,
        message: "m".repeat(limits.message),
      });
      expect(outcome(answer), htmlWords(answer.html).slice(0, 400)).toBe("thanks");
      const cookie = answer.headers
        .getSetCookie()
        .map((item) => item.split(";")[0])
        .join("; ");
      const thanks = await fetch(new URL(answer.headers.get("location") ?? "/", site.base), {
        headers: { cookie, accept: "text/html" },
      });
      expect(htmlWords(await thanks.text())).toContain(
        words("Message sent successfully! We'll be in touch soon."),
      );
    });
  });
}
