import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  DEFAULT_BOOKING_URL,
  DEFAULT_SITE_URL,
  normalizeOrigin,
  reviewsWidgetOrigin,
} from "~/lib/site-config";

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** The canonical origin of the site (SITE_URL). */
  siteUrl: string;
  /** The booking page a fresh install's profile starts with; afterwards the owner's. */
  seedBookingUrl: string;
  /** A third-party reviews widget's script (REVIEWS_WIDGET_URL), or "". */
  reviewsWidgetUrl: string;
  rateLimitMaxForms: number;
  rateLimitMaxLogins: number;
  smtpUrl?: string;
  mailFrom: string;
  leadsNotifyTo: string[];
  /** Send each visitor a short confirmation e-mail (needs SMTP_URL). */
  visitorConfirmations: boolean;
  /** Undefined until resolveAuthSecret has run. */
  authSecret?: string;
  redisUrl?: string;
  /** Express "trust proxy" setting, for the client address behind a load balancer. */
  trustProxy: string | number | boolean;
  /** NODE_ENV=production was set by whoever started the server. */
  production: boolean;
  /** The push service keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY); generated once and kept in the database when unset. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** Who the push services may contact (VAPID_SUBJECT); the business e-mail when unset. */
  vapidSubject?: string;
  /** Hosts (host or host:port) taken as push services besides the browsers' own (PUSH_SERVICE_HOSTS). */
  pushServiceHosts: string[];
  /** Lets the owner's calendar be read over http:// or from inside the server's network (BOOKING_CALENDAR_ALLOW_LOCAL, tests only). */
  calendarAllowLocal: boolean;
}

const positiveInt = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 1_000_000, `${name} must be between 1 and 1000000`);

const emailList = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email("LEADS_NOTIFY_TO must be a comma-separated list of e-mail addresses")));

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, "PORT must be a whole number")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, "PORT must be between 1 and 65535")
    .default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .refine(
      (s) => /^postgres(ql)?:\/\/.+/.test(s) && URL.canParse(s),
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
    )
    .optional(),
  SITE_URL: z
    .string()
    .refine((s) => /^https?:\/\//.test(s) && URL.canParse(s), "SITE_URL must be an http(s) URL")
    .optional(),
  BOOKING_URL: z
    .string()
    .refine((s) => /^https?:\/\//.test(s) && URL.canParse(s), "BOOKING_URL must be an http(s) URL")
    .optional(),
  REVIEWS_WIDGET_URL: z
    .string()
    .refine((s) => {
      try {
        return reviewsWidgetOrigin(s) !== null;
      } catch {
        return false;
      }
    }, "REVIEWS_WIDGET_URL must be an http(s) URL")
    .optional(),
  RATE_LIMIT_MAX_FORMS: positiveInt("RATE_LIMIT_MAX_FORMS").default(5),
  RATE_LIMIT_MAX_LOGINS: positiveInt("RATE_LIMIT_MAX_LOGINS").default(5),
  SMTP_URL: z
    .string()
    .refine((s) => /^smtps?:\/\/.+/.test(s) && URL.canParse(s), "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  LEADS_NOTIFY_TO: emailList.optional(),
  VISITOR_CONFIRMATIONS: z
    .enum(["true", "false"], { error: 'VISITOR_CONFIRMATIONS must be "true" or "false"' })
    .optional(),
  AUTH_SECRET: z
    .string()
    .min(32, "AUTH_SECRET must be at least 32 characters (try: openssl rand -base64 32)")
    .optional(),
  REDIS_URL: z
    .string()
    .refine(
      (s) => /^rediss?:\/\/.+/.test(s) && URL.canParse(s),
      "REDIS_URL must be a redis:// or rediss:// URL",
    )
    .optional(),
  TRUST_PROXY: z.string().optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^B[A-Za-z0-9_-]{86}$/,
      "VAPID_PUBLIC_KEY must be a P-256 public key, base64url (87 characters, as web-push generate-vapid-keys prints it)",
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      "VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters, as web-push generate-vapid-keys prints it)",
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine(
      (s) => /^mailto:[^@\s]+@[^@\s]+$/.test(s) || (/^https:\/\//.test(s) && URL.canParse(s)),
      "VAPID_SUBJECT must be a mailto: address or an https:// URL",
    )
    .optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .transform((s) =>
      s
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((host) => /^[a-z0-9.-]+(:\d{1,5})?$/.test(host)),
      "PUSH_SERVICE_HOSTS must be host names (host or host:port), separated by commas",
    )
    .optional(),
  BOOKING_CALENDAR_ALLOW_LOCAL: z
    .enum(["true", "false"], { error: 'BOOKING_CALENDAR_ALLOW_LOCAL must be "true" or "false"' })
    .optional(),
  NODE_ENV: z.string().optional(),
});

function emptyToUndefined(env: Record<string, string | undefined>) {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) {
    out[key] = value === undefined || value.trim() === "" ? undefined : value.trim();
  }
  return out;
}

function parseTrustProxy(value: string | undefined): string | number | boolean {
  if (value === undefined) return false;
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads and checks the server's environment; a wrong value is named, with what is expected. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(emptyToUndefined(env));
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const key = issue.path.join(".");
        const got = env[key];
        const shown =
          key === "AUTH_SECRET" ||
          key === "DATABASE_URL" ||
          key === "SMTP_URL" ||
          key === "VAPID_PRIVATE_KEY";
        return `${key}: ${issue.message}${got !== undefined && !shown ? ` (got "${got}")` : ""}`;
      }),
    );
  }
  const e = result.data;
  const problems: string[] = [];
  const siteUrl = normalizeOrigin(e.SITE_URL ?? DEFAULT_SITE_URL);
  const production = e.NODE_ENV === "production";
  if (production && !e.AUTH_SECRET) {
    problems.push(
      "AUTH_SECRET: required when NODE_ENV=production (at least 32 random characters, e.g. openssl rand -base64 32)",
    );
  }
  if (e.LEADS_NOTIFY_TO && e.LEADS_NOTIFY_TO.length > 0 && !e.SMTP_URL) {
    problems.push("LEADS_NOTIFY_TO is set but SMTP_URL is not: set SMTP_URL so the e-mails can be sent");
  }
  if (e.VISITOR_CONFIRMATIONS === "true" && !e.SMTP_URL) {
    problems.push(
      "VISITOR_CONFIRMATIONS is true but SMTP_URL is not set: set SMTP_URL so the e-mails can be sent",
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push(
      `${e.VAPID_PUBLIC_KEY ? "VAPID_PUBLIC_KEY is set but VAPID_PRIVATE_KEY is not" : "VAPID_PRIVATE_KEY is set but VAPID_PUBLIC_KEY is not"}: set both (a pair made together), or neither to let the server generate a pair once`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    seedBookingUrl: e.BOOKING_URL ?? DEFAULT_BOOKING_URL,
    reviewsWidgetUrl: e.REVIEWS_WIDGET_URL ?? "",
    rateLimitMaxForms: e.RATE_LIMIT_MAX_FORMS,
    rateLimitMaxLogins: e.RATE_LIMIT_MAX_LOGINS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Website <no-reply@${new URL(siteUrl).hostname.replace(/^www\./, "")}>`,
    leadsNotifyTo: e.LEADS_NOTIFY_TO ?? [],
    // On by default: with SMTP_URL set, every visitor is told their request arrived and what comes next.
    visitorConfirmations: e.VISITOR_CONFIRMATIONS !== "false",
    authSecret: e.AUTH_SECRET,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    production,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS ?? [],
    calendarAllowLocal: e.BOOKING_CALENDAR_ALLOW_LOCAL === "true",
  };
}

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in
 * DATA_DIR, so sessions survive restarts. In production parseConfig has
 * already refused to start without one.
 */
export function resolveAuthSecret(config: AppConfig): { secret: string; generatedAt?: string } {
  if (config.authSecret) return { secret: config.authSecret };
  const file = path.join(config.dataDir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return { secret: existing, generatedAt: file };
  } catch {
    // Not there yet: generate below.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, generatedAt: file };
}
