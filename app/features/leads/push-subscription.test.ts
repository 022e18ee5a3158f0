import { describe, expect, it } from "vitest";
import {
  ALERT_LIMITS,
  clip,
  contactAlert,
  deviceLabel,
  nominationAlert,
  townOf,
} from "~/features/leads/push-subscription";
import {
  alertsActionSchema,
  pushSubscriptionSchema,
  reminderSettingsFormSchema,
} from "~/features/leads/schemas/alerts";
import { adminManifest } from "~/server/admin-manifest.server";

const id = "0b6f3c1e-8d2a-4b5e-9f00-1234567890ab";

describe("the alert for a contact request", () => {
  it("names the person, the service and the town, one tag per lead, opening the admin", () => {
    expect(
      contactAlert({ id, name: "Dana Smith", service: "Interior Painting", location: "Shoreview" }),
    ).toEqual({
      title: "New estimate request from Dana Smith",
      body: "Interior Painting · Shoreview",
      tag: `lead-contact-${id}`,
      url: "/admin",
    });
  });

  it("leaves the town out when none was given", () => {
    expect(contactAlert({ id, name: "Dana", service: "Drywall Repair", location: "  " }).body).toBe(
      "Drywall Repair",
    );
  });

  it("keeps long or messy text short enough for a lock screen", () => {
    const alert = contactAlert({
      id,
      name: `Bartholomew   Alexander\nMontgomery-Fitzgerald ${"the Third ".repeat(10)}`,
      service: "Interior Painting and Cabinet Refinishing and Everything Else Too",
      location: "A very long description of where the house is, near the lake",
    });
    expect(alert.title.length).toBeLessThanOrEqual(ALERT_LIMITS.title);
    // The name is cut to 40 characters, at a word, spaces and line breaks folded.
    expect(alert.title).toBe("New estimate request from Bartholomew Alexander…");
    expect(alert.title).not.toMatch(/\s{2}|\n/);
    expect(alert.body.length).toBeLessThanOrEqual(ALERT_LIMITS.body);
    expect(alert.body.split(" · ")).toHaveLength(2);
  });

  it("says who wrote even without a name", () => {
    expect(contactAlert({ id, name: "", service: "Exterior Painting", location: "" }).title).toBe(
      "New estimate request from a visitor",
    );
  });
});

describe("the alert for a nomination", () => {
  it("says Nomination, who was nominated and the town of a simple address", () => {
    expect(
      nominationAlert({
        id,
        yourName: "Pat Lee",
        nomineeName: "Sam Ortiz",
        nomineeAddress: "12 Elm St, Shoreview, MN 55126",
      }),
    ).toEqual({
      title: "New nomination from Pat Lee",
      body: "Nomination · for Sam Ortiz · Shoreview",
      tag: `lead-nomination-${id}`,
      url: "/admin?tab=nominations",
    });
  });

  it("leaves the town out of an address it cannot read simply", () => {
    expect(
      nominationAlert({
        id,
        yourName: "Pat",
        nomineeName: "Sam",
        nomineeAddress: "the blue house by the church",
      }).body,
    ).toBe("Nomination · for Sam");
  });
});

describe("townOf", () => {
  it.each([
    ["12 Elm St, Shoreview, MN 55126", "Shoreview"],
    ["12 Elm St, White Bear Lake MN 55110", "White Bear Lake"],
    ["12 Elm St\nSt. Paul, Minnesota", "St. Paul"],
    ["12 Elm St, Maplewood", "Maplewood"],
  ])("%j is in %s", (address, town) => {
    expect(townOf(address)).toBe(town);
  });

  it.each(["12 Elm St Shoreview MN", "Apt 4, 12 Elm St, Shoreview", "12 Elm St, 55126", ""])(
    "%j gives no town rather than a wrong one",
    (address) => {
      expect(townOf(address)).toBeUndefined();
    },
  );
});

describe("clip", () => {
  it("cuts at a word when it can, and never returns more than asked", () => {
    expect(clip("Interior Painting", 40)).toBe("Interior Painting");
    expect(clip("one two three four five", 12)).toBe("one two…");
    expect(clip("abcdefghijklmnop", 6)).toBe("abcde…");
  });
});

describe("deviceLabel", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
      "Home Screen app on iPhone",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Mac"],
    ["curl/8.5.0", "A browser"],
  ])("%s is %s", (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe("a browser's push subscription", () => {
  const valid = {
    endpoint: "https://fcm.googleapis.com/fcm/send/abc123",
    p256dh: `B${"x".repeat(86)}`,
    auth: `${"a".repeat(21)}Q`,
  };

  it("takes an https endpoint with a 65-byte public key and 16 auth bytes, base64url", () => {
    expect(pushSubscriptionSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["an http endpoint", { endpoint: "http://push.example.com/abc" }],
    ["no endpoint", { endpoint: "" }],
    ["a key of the wrong length", { p256dh: `B${"x".repeat(85)}` }],
    ["a compressed key", { p256dh: `A${"x".repeat(86)}` }],
    ["padded base64", { auth: `${"a".repeat(20)}==` }],
    ["an auth secret of 17 bytes", { auth: "a".repeat(23) }],
    ["plain base64", { p256dh: `B${"+".repeat(86)}` }],
  ])("refuses %s", (_what, change) => {
    expect(pushSubscriptionSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it("is what the Alerts page's subscribe post carries, with a device label of at most 60 characters", () => {
    const parsed = alertsActionSchema.parse({ intent: "subscribe", ...valid, label: "x".repeat(61) });
    expect(parsed).toMatchObject({ intent: "subscribe", endpoint: valid.endpoint, label: "" });
  });
});

describe("the reminder settings form", () => {
  it("reads hours and the hour the e-mail goes out", () => {
    expect(reminderSettingsFormSchema.parse({ digestAfterHours: "48", digestHour: "7" })).toEqual({
      digestAfterHours: 48,
      digestHour: 7,
    });
    expect(
      reminderSettingsFormSchema.parse({ digestAfterHours: "0", digestHour: "23" }).digestAfterHours,
    ).toBe(0);
  });

  it.each([
    [{ digestAfterHours: "", digestHour: "7" }, "digestAfterHours"],
    [{ digestAfterHours: "abc", digestHour: "7" }, "digestAfterHours"],
    [{ digestAfterHours: "2.5", digestHour: "7" }, "digestAfterHours"],
    [{ digestAfterHours: "169", digestHour: "7" }, "digestAfterHours"],
    [{ digestAfterHours: "-1", digestHour: "7" }, "digestAfterHours"],
    [{ digestAfterHours: "24", digestHour: "24" }, "digestHour"],
  ])("refuses %j, beside %s", (values, field) => {
    const result = reminderSettingsFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
  });
});

describe("the admin's manifest", () => {
  it("opens the admin standalone, scoped to the admin, named after the business", () => {
    expect(adminManifest("Advanced Painting")).toMatchObject({
      name: "Advanced Painting Admin",
      start_url: "/admin",
      scope: "/admin",
      display: "standalone",
    });
  });
});
