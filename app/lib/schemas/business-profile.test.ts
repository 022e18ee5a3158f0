import { describe, expect, it } from "vitest";
import { seedBusinessProfile } from "~/seed/site";
import { businessProfileSchema } from "./business-profile";

describe("the business profile's social links", () => {
  const profile = seedBusinessProfile("https://booking.example/estimate");

  it("take a logo from the list, or none", () => {
    const links = [
      { name: "Facebook", href: "https://www.facebook.com/", icon: "facebook" },
      { name: "Colours", href: "https://colours.example/", icon: "" },
    ];
    expect(businessProfileSchema.safeParse({ ...profile, socialLinks: links }).success).toBe(true);
  });

  it("refuse a logo name that is not one of the site's (it becomes a file address on every page)", () => {
    for (const icon of ["../../admin", "facebook.svg?x", "https://evil.example/logo", "linkedin"]) {
      const parsed = businessProfileSchema.safeParse({
        ...profile,
        socialLinks: [{ name: "Odd", href: "https://odd.example/", icon }],
      });
      expect(parsed.success, icon).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Choose a logo from the list.");
    }
  });
});

describe("the sales tax a new quote starts with", () => {
  const profile = seedBusinessProfile("https://booking.example/estimate");
  const withTax = (quoteTaxPercent: string | undefined) =>
    businessProfileSchema.safeParse({ ...profile, business: { ...profile.business, quoteTaxPercent } });

  it("is 0 on a fresh install and on a profile saved before it existed", () => {
    expect(businessProfileSchema.parse(profile).business.quoteTaxPercent).toBe("0");
    expect(withTax(undefined).data?.business.quoteTaxPercent).toBe("0");
  });

  it("takes a percent with up to three decimals, and refuses anything else", () => {
    expect(withTax(" 7.875 ").data?.business.quoteTaxPercent).toBe("7.875");
    for (const typed of ["7.8755", "abc", "-1", "100", "=1+1"]) {
      expect(withTax(typed).error?.issues[0]?.message, typed).toBe("Sales tax: a percent like 7.875, or 0.");
    }
  });
});
