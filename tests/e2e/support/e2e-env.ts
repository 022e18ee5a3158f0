/**
 * Settings shared by the Playwright config, the server wrapper
 * (start-server.ts, run by plain Node) and the tests.
 */
import path from "node:path";

export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
/** The test SMTP sink listens here. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 10);
/**
 * A second server, on a database of its own, for the tests that change the
 * site's content (the phone number, a post published): the other tests read
 * the fresh install's content on the first server meanwhile.
 */
export const e2eBaseUrl = `http://localhost:${e2ePort}`;
export const contentPort = e2ePort + 2;
export const contentBaseUrl = `http://localhost:${contentPort}`;

/**
 * The specs about layout, and the failed-post tests a visitor on a phone must
 * pass too: they run at both widths (the mobile project runs only these).
 * Every other spec tests behaviour that does not depend on the width and runs
 * at 1280 px.
 */
export const layoutSpecs = [
  "accessibility",
  "before-scripts",
  "city-pages",
  "content-browser",
  "content-pages",
  "early-clicks",
  "form-errors",
  "form-failures",
  "gallery",
  "phone-action-bar",
  "phone-pages",
  "service-areas",
  "shell",
  "stylesheet",
  "theme",
];

/**
 * The specs where a visitor's, a customer's or the team's own writes go
 * through the whole server to the database (forms, photos, bookings, quotes,
 * sign-in, alerts): only these run again on PostgreSQL, at one width. The
 * others read the fresh install's content, which the embedded run already
 * covers. tests/repo/e2e-specs.test.ts keeps this list honest. A test of these
 * specs that writes nothing is tagged @read-only, and runs on the embedded
 * database alone (scripts/test-all.sh).
 */
export const databaseSpecs = [
  "quotes",
  "admin",
  "admin-accounts",
  "admin-sign-in",
  "alerts",
  "before-scripts",
  "booking-admin",
  "booking-owner",
  "booking-visitor",
  "visit-links",
  "contact",
  "contact-photos",
  "form-failures",
  "lead-guards",
  "nominate",
  "payments",
];

/**
 * The specs of the owner's content editing and Insights: they write too, but
 * what they write is the content and events modules' work, which the unit
 * tests run on both databases (tests/support/databases.ts, `onEachDatabase`:
 * the editor, page texts, services, city pages, history and undo, photos, the
 * Insights report). In the browser they run once, on the embedded database.
 */
export const contentEditingSpecs = [
  "blog-admin",
  "cities-admin",
  "content-admin",
  "gallery-admin",
  "insights",
  "profile-history",
  "services-admin",
  "texts-admin",
];

/** Small budgets, so the rate-limit tests stay quick; every other test has its own client address. */
export const RATE_LIMIT_MAX_FORMS = 6;
export const RATE_LIMIT_MAX_LOGINS = 6;

/** Where the owner's notifications go (LEADS_NOTIFY_TO of the test server). */
export const OWNER_INBOX = "owner@leads.test";

export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return dir;
}

/** The SMTP sink writes each message it receives here, as JSON. */
export function mailDir(): string {
  return path.join(e2eDataDir(), "mail");
}

/** A message as the SMTP sink stores it. */
export interface SunkMail {
  envelope: { from: string; to: string[] };
  subject: string;
  from: string;
  to: string;
  replyTo: string;
  text: string;
  /** The message's iCalendar parts (an invitation, an attached .ics). */
  calendars?: string[];
  /** The attached files (a signed quote's PDF, an .ics), their bytes in base64. */
  attachments?: { filename: string; contentType: string; base64: string }[];
  receivedAt: string;
}

/** Accounts the server wrapper creates before the server starts (start-server.ts). */
export const testAccounts = {
  admin: { email: "owner@painting.test", password: "owner-password-123", admin: true },
  /** Turns two-factor sign-in on and off in its test; one per browser project. */
  twoFactorDesktop: { email: "owner-2fa-desktop@painting.test", password: "second-factor-123", admin: true },
  twoFactorMobile: { email: "owner-2fa-mobile@painting.test", password: "second-factor-123", admin: true },
  /** Its failed sign-ins are counted by one test (the account's growing wait). */
  lockout: { email: "owner-lockout@painting.test", password: "lockout-password-123", admin: true },
  /** Resets a forgotten password through the e-mailed link. */
  forgetful: { email: "owner-forgetful@painting.test", password: "forgetful-password-123", admin: true },
  /** Asks for a new password twice: only the newest link works. */
  twiceForgetful: { email: "owner-twice@painting.test", password: "twice-password-123", admin: true },
  /** Signs in correctly but has no role (neither owner nor staff). */
  staff: { email: "staff@painting.test", password: "staff-password-123", admin: false },
} as const;
