import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_URL, DEFAULT_SITE_URL, reviewsWidgetOrigin } from "~/lib/site-config";
import { ConfigError, parseConfig, resolveAuthSecret } from "~/server/env.server";

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(config.seedBookingUrl).toBe(DEFAULT_BOOKING_URL);
    expect(config.reviewsWidgetUrl).toBe("");
    expect(config.rateLimitMaxForms).toBe(5);
    expect(config.rateLimitMaxLogins).toBe(5);
    expect(config.leadsNotifyTo).toEqual([]);
    expect(config.production).toBe(false);
  });

  it("reads every variable", () => {
    const config = parseConfig({
      PORT: "8080",
      DATA_DIR: "/tmp/site-data",
      DATABASE_URL: "postgres://app:secret@db.internal:5432/site",
      SITE_URL: "https://www.advancedpainting.example/",
      BOOKING_URL: "https://book.example/x",
      RATE_LIMIT_MAX_FORMS: "20",
      RATE_LIMIT_MAX_LOGINS: "3",
      SMTP_URL: "smtp://user:pw@mail.example:587",
      LEADS_NOTIFY_TO: "owner@example.com, office@example.com",
      AUTH_SECRET: "x".repeat(40),
      NODE_ENV: "production",
      REVIEWS_WIDGET_URL: "https://widgets.example.net/v2/reviews.js?id=7",
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/tmp/site-data",
      databaseUrl: "postgres://app:secret@db.internal:5432/site",
      rateLimitMaxForms: 20,
      rateLimitMaxLogins: 3,
      smtpUrl: "smtp://user:pw@mail.example:587",
      leadsNotifyTo: ["owner@example.com", "office@example.com"],
      authSecret: "x".repeat(40),
      production: true,
      siteUrl: "https://www.advancedpainting.example",
      seedBookingUrl: "https://book.example/x",
      reviewsWidgetUrl: "https://widgets.example.net/v2/reviews.js?id=7",
    });
  });

  it("names each wrong variable and what it got", () => {
    const problems = problemsOf({ PORT: "abc", RATE_LIMIT_MAX_FORMS: "0", DATABASE_URL: "mysql://x" });
    expect(problems).toContain('PORT: PORT must be a whole number (got "abc")');
    expect(problems).toContain(
      'RATE_LIMIT_MAX_FORMS: RATE_LIMIT_MAX_FORMS must be between 1 and 1000000 (got "0")',
    );
    expect(problems).toContain("DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL");
  });

  it("refuses a port out of range and bad URLs", () => {
    expect(problemsOf({ PORT: "70000" })[0]).toMatch(/PORT must be between 1 and 65535/);
    expect(problemsOf({ SITE_URL: "www.example.com" })[0]).toMatch(/SITE_URL must be an http\(s\) URL/);
    expect(problemsOf({ SMTP_URL: "http://mail" })[0]).toMatch(/SMTP_URL must be an smtp/);
    expect(problemsOf({ LEADS_NOTIFY_TO: "owner", SMTP_URL: "smtp://m" })[0]).toMatch(/comma-separated list/);
  });

  it("does not echo secrets in its messages", () => {
    const problems = problemsOf({ AUTH_SECRET: "short-secret" });
    expect(problems[0]).toMatch(/AUTH_SECRET must be at least 32 characters/);
    expect(problems.join("\n")).not.toContain("short-secret");
  });

  it("requires AUTH_SECRET in production, never a default", () => {
    expect(problemsOf({ NODE_ENV: "production" })[0]).toMatch(
      /AUTH_SECRET: required when NODE_ENV=production/,
    );
  });

  it("takes any SITE_URL at start, with no build: the pages are rendered by the server", () => {
    expect(parseConfig({ SITE_URL: "https://www.other.example/some/path" }).siteUrl).toBe(
      "https://www.other.example",
    );
  });

  it("allows only the reviews widget's own origin in the page policy, and only http(s)", () => {
    const config = parseConfig({ REVIEWS_WIDGET_URL: " https://widgets.example.net/v2/reviews.js?id=7 " });
    expect(config.reviewsWidgetUrl).toBe("https://widgets.example.net/v2/reviews.js?id=7");
    expect(reviewsWidgetOrigin(config.reviewsWidgetUrl)).toBe("https://widgets.example.net");
    expect(reviewsWidgetOrigin("")).toBeNull();
    expect(problemsOf({ REVIEWS_WIDGET_URL: "javascript:alert(1)" })[0]).toMatch(
      /^REVIEWS_WIDGET_URL: REVIEWS_WIDGET_URL must be an http\(s\) URL/,
    );
    expect(problemsOf({ REVIEWS_WIDGET_URL: "not a url" })[0]).toMatch(/REVIEWS_WIDGET_URL/);
  });

  it("wants SMTP_URL when notifications are asked for", () => {
    expect(problemsOf({ LEADS_NOTIFY_TO: "owner@example.com" })[0]).toMatch(/SMTP_URL is not/);
  });

  it("reads VISITOR_CONFIRMATIONS (on by default, sent when SMTP is set) and wants SMTP_URL when asked for", () => {
    expect(parseConfig({}).visitorConfirmations).toBe(true);
    expect(parseConfig({ VISITOR_CONFIRMATIONS: "false" }).visitorConfirmations).toBe(false);
    expect(
      parseConfig({ VISITOR_CONFIRMATIONS: "true", SMTP_URL: "smtp://mail.example:587" })
        .visitorConfirmations,
    ).toBe(true);
    expect(problemsOf({ VISITOR_CONFIRMATIONS: "true" })).toEqual([
      "VISITOR_CONFIRMATIONS is true but SMTP_URL is not set: set SMTP_URL so the e-mails can be sent",
    ]);
    expect(problemsOf({ VISITOR_CONFIRMATIONS: "yes" })[0]).toMatch(
      /^VISITOR_CONFIRMATIONS: VISITOR_CONFIRMATIONS must be "true" or "false"/,
    );
  });

  it("takes a VAPID pair from the environment, both or neither, and names a bad key without echoing the private one", () => {
    const pair = {
      VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`,
      VAPID_PRIVATE_KEY: "x".repeat(43),
    };
    expect(parseConfig({}).vapidKeys).toBeUndefined();
    expect(parseConfig({ ...pair, VAPID_SUBJECT: "mailto:owner@example.com" })).toMatchObject({
      vapidKeys: { publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY },
      vapidSubject: "mailto:owner@example.com",
    });
    expect(problemsOf({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY is set but VAPID_PRIVATE_KEY is not: set both/),
    ]);
    expect(problemsOf({ VAPID_PRIVATE_KEY: pair.VAPID_PRIVATE_KEY })).toEqual([
      expect.stringMatching(/^VAPID_PRIVATE_KEY is set but VAPID_PUBLIC_KEY is not/),
    ]);
    const badKeys = problemsOf({ VAPID_PUBLIC_KEY: "not-a-key", VAPID_PRIVATE_KEY: "secret-but-short" });
    expect(badKeys).toContainEqual(
      expect.stringMatching(/^VAPID_PUBLIC_KEY: .*87 characters.*\(got "not-a-key"\)$/),
    );
    expect(badKeys).toContainEqual(expect.stringMatching(/^VAPID_PRIVATE_KEY: .*43 characters/));
    expect(badKeys.join("\n")).not.toContain("secret-but-short");
    expect(problemsOf({ ...pair, VAPID_SUBJECT: "owner@example.com" })).toEqual([
      expect.stringMatching(/^VAPID_SUBJECT: VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/),
    ]);
    expect(parseConfig({ ...pair, VAPID_SUBJECT: "https://www.example.com/contact" }).vapidSubject).toBe(
      "https://www.example.com/contact",
    );
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: " " }).port).toBe(3000);
  });
});

describe("resolveAuthSecret", () => {
  it("generates a secret once, keeps it private in DATA_DIR and reuses it", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "secret-"));
    const config = parseConfig({ DATA_DIR: dataDir });
    const first = resolveAuthSecret(config);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(first.generatedAt).toBe(path.join(dataDir, "auth-secret"));
    expect(statSync(first.generatedAt!).mode & 0o777).toBe(0o600);
    expect(readFileSync(first.generatedAt!, "utf8").trim()).toBe(first.secret);
    expect(resolveAuthSecret(config).secret).toBe(first.secret);
  });

  it("uses AUTH_SECRET when given", () => {
    const config = parseConfig({ AUTH_SECRET: "s".repeat(32) });
    expect(resolveAuthSecret(config)).toEqual({ secret: "s".repeat(32) });
  });
});
