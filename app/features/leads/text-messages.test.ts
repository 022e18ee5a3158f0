import { describe, expect, it } from "vitest";
import {
  defaultTextTemplates,
  renderTextMessage,
  smsHref,
  textTemplatesFrom,
  unknownPlaceholders,
} from "~/features/leads/text-messages";

const facts = {
  customerName: "  Mary Ann Olson ",
  service: "Interior Painting",
  ownerFirstName: "Alex",
  businessName: "Advanced Painting",
  businessPhone: "(651) 555-0142",
  reviewUrl: "https://g.page/r/advanced/review",
};

describe("a text message from a template", () => {
  it("fills in every placeholder, in any case and spacing", () => {
    expect(
      renderTextMessage(
        "Hi {first name}! {Owner Name} of {business name} ({business  phone}) about your {service}: {review link}",
        facts,
      ),
    ).toBe(
      "Hi Mary! Alex of Advanced Painting ((651) 555-0142) about your interior painting: https://g.page/r/advanced/review",
    );
  });

  it("says 'there' for a customer with no name, and leaves braces it does not know alone", () => {
    expect(renderTextMessage("Hi {first name}, {price}", { ...facts, customerName: " " })).toBe(
      "Hi there, {price}",
    );
  });

  it("finds placeholders that are not on the list (typos)", () => {
    expect(unknownPlaceholders("Hi {frist name}, {First Name} {review link} {price}")).toEqual([
      "frist name",
      "price",
    ]);
    for (const template of Object.values(defaultTextTemplates))
      expect(unknownPlaceholders(template)).toEqual([]);
  });

  it("uses the owner's wording where he changed it, the default elsewhere", () => {
    const templates = textTemplatesFrom({ onMyWay: "Leaving now, {first name}", followUp: "  ", other: "x" });
    expect(templates.onMyWay).toBe("Leaving now, {first name}");
    expect(templates.followUp).toBe(defaultTextTemplates.followUp);
    expect(templates.reviewRequest).toBe(defaultTextTemplates.reviewRequest);
  });
});

describe("the sms: address", () => {
  it("carries the number in international form and the body encoded, as iPhones and Android read it", () => {
    expect(smsHref("(651) 555-0123", "Hi Mary & co: 100% done? https://g.page/r/x?a=1")).toBe(
      "sms:+16515550123?&body=Hi%20Mary%20%26%20co%3A%20100%25%20done%3F%20https%3A%2F%2Fg.page%2Fr%2Fx%3Fa%3D1",
    );
    expect(smsHref("1-651-555-0123", "x")).toBe("sms:+16515550123?&body=x");
    // An extension stays apart from the number it follows.
    for (const phone of [
      "(651) 555-0123 x5",
      "651-555-0123 ext. 12",
      "651.555.0123 Extension 7",
      "6515550123#4",
    ]) {
      expect(smsHref(phone, "x")).toBe("sms:+16515550123?&body=x");
    }
    expect(smsHref("+44 20 7946 0958", "x")).toBe("sms:+442079460958?&body=x");
    expect(decodeURIComponent(smsHref("6515550123", "Line one\nLine two")!.split("body=")[1]!)).toBe(
      "Line one\nLine two",
    );
  });

  it("is none for a number without enough digits", () => {
    expect(smsHref("", "x")).toBeUndefined();
    expect(smsHref("call me", "x")).toBeUndefined();
  });
});
