import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { formatLeadDate } from "~/features/leads/lead-date";
import { leadFiltersSearch } from "~/features/leads/lead-filters";
import { addDays, dayIn, zonedTimeToDate } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, nominations, ownerSettings } from "~/server/db/schema.server";
import type { Mailer, OutgoingMail } from "~/server/email.server";
import type { MailContext } from "./lead-emails.server";
import { readOwnerSettings } from "./owner-settings.server";

/**
 * The daily follow-up digest: once a day, at the hour the owner chose, one
 * e-mail listing the leads still "new" after the owner's number of hours.
 * Every server checks now and then; the day's digest is claimed by one
 * compare-and-set on owner_settings.digest_last_sent_at, so it goes out once
 * however many servers run, and is released again if sending fails.
 */

/** How often a server checks whether the digest is due. */
const CHECK_MS = 5 * 60 * 1000;
/** Leads listed by name in one digest; the rest are counted. */
const LISTED_MAX = 30;

/** The latest time the digest was due at or before `now`: today's hour, or yesterday's. */
export function latestDigestSlot(now: Date, hour: number, timeZone: string): Date {
  const at = (day: string) => zonedTimeToDate(timeZone, `${day}T${String(hour).padStart(2, "0")}:00`)!;
  const today = dayIn(timeZone, now);
  const slot = at(today);
  return slot.getTime() <= now.getTime() ? slot : at(addDays(today, -1));
}

interface WaitingLead {
  kind: "contact" | "nomination";
  name: string;
  what: string;
  phone: string;
  email: string;
  createdAt: Date;
}

/** Leads still "new" that arrived before `olderThan`, oldest first. */
async function waitingLeads(db: Db, olderThan: Date): Promise<WaitingLead[]> {
  const c = contactSubmissions;
  const n = nominations;
  const [contacts, noms] = await Promise.all([
    db
      .select({ name: c.name, what: c.service, phone: c.phone, email: c.email, createdAt: c.createdAt })
      .from(c)
      .where(and(eq(c.status, "new"), lte(c.createdAt, olderThan)))
      .orderBy(asc(c.createdAt)),
    db
      .select({
        name: n.yourName,
        what: sql<string>`'Nomination of ' || ${n.nomineeName}`,
        phone: n.yourPhone,
        email: n.yourEmail,
        createdAt: n.createdAt,
      })
      .from(n)
      .where(and(eq(n.status, "new"), lte(n.createdAt, olderThan)))
      .orderBy(asc(n.createdAt)),
  ]);
  return [
    ...contacts.map((lead) => ({ kind: "contact" as const, ...lead })),
    ...noms.map((lead) => ({ kind: "nomination" as const, ...lead })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function digestMail(
  leads: WaitingLead[],
  afterHours: number,
  { siteUrl, profile }: MailContext,
  to: string[],
  others: DigestSection[],
): OutgoingMail {
  const { timeZone, timeZoneName } = profile.business;
  const count = leads.length;
  const listed = leads.slice(0, LISTED_MAX);
  const leadLines = count
    ? [
        `${count === 1 ? "This request is" : "These requests are"} still marked New more than ${afterHours} ${afterHours === 1 ? "hour" : "hours"} after ${count === 1 ? "it" : "they"} came in. The first contractor to call back usually gets the job.`,
        "",
        ...listed.map(
          (lead) =>
            `- ${lead.name}, ${lead.what}: ${lead.phone}, ${lead.email} (came in ${formatLeadDate(lead.createdAt, timeZone)} ${timeZoneName})`,
        ),
        ...(count > listed.length ? [`...and ${count - listed.length} more.`] : []),
        "",
        `Open them in the dashboard: ${siteUrl}/admin${leadFiltersSearch({ status: "new" })}`,
        "Once you have called someone back, mark the lead Contacted and it leaves this list.",
        "",
      ]
    : [];
  return {
    to,
    subject: count
      ? `${count === 1 ? "1 lead is" : `${count} leads are`} still waiting for an answer`
      : (others[0]?.subject ?? "Your daily summary"),
    text: [
      ...leadLines,
      ...others.flatMap((section) => [...section.lines, ""]),
      `Change when this e-mail comes, or turn it off: ${siteUrl}/admin/alerts`,
    ].join("\n"),
  };
}

/** Another part of the business's daily summary (the invoices overdue, say): its subject alone, and its lines. */
export interface DigestSection {
  subject: string;
  lines: string[];
}

export interface DigestOptions {
  db: Db;
  mailer: Mailer;
  mailContext: () => Promise<MailContext>;
  /** The owner's addresses (LEADS_NOTIFY_TO); empty means the digest goes to the log. */
  notifyTo: string[];
  /** Other parts of the summary, from the features that have something for the owner each morning. */
  sections?: (now: Date) => Promise<DigestSection[]>;
  log?: (line: string) => void;
}

type DigestOutcome = "off" | "not-due" | "taken" | "nothing-waiting" | "sent" | "logged" | "failed";

/** Sends the digest if it is due now and no server has sent it yet for this slot. */
export async function sendDueDigest(options: DigestOptions, now = new Date()): Promise<DigestOutcome> {
  const { db, mailer, notifyTo } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const settings = await readOwnerSettings(db);
  if (settings.digestAfterHours === 0) return "off";
  const context = await options.mailContext();
  const slot = latestDigestSlot(now, settings.digestHour, context.profile.business.timeZone);
  const previous = settings.digestLastSentAt;
  if (previous && previous.getTime() >= slot.getTime()) return "not-due";

  // Claim this slot: only the server whose update still sees the previous value sends.
  await db.insert(ownerSettings).values({ id: 1 }).onConflictDoNothing();
  const claimed = await db
    .update(ownerSettings)
    .set({ digestLastSentAt: now })
    .where(
      and(
        eq(ownerSettings.id, 1),
        previous ? eq(ownerSettings.digestLastSentAt, previous) : isNull(ownerSettings.digestLastSentAt),
      ),
    )
    .returning({ id: ownerSettings.id });
  if (claimed.length === 0) return "taken";

  const leads = await waitingLeads(db, new Date(now.getTime() - settings.digestAfterHours * 3_600_000));
  const others = ((await options.sections?.(now)) ?? []).filter((section) => section.lines.length > 0);
  if (leads.length === 0 && others.length === 0) return "nothing-waiting";
  const mail = digestMail(leads, settings.digestAfterHours, context, notifyTo, others);
  if (mailer.mode === "log" || notifyTo.length === 0) {
    log(`[digest] no ${mailer.mode === "log" ? "SMTP_URL" : "LEADS_NOTIFY_TO"}; the digest goes to the log.
Subject: ${mail.subject}

${mail.text}
[digest] end`);
    return "logged";
  }
  try {
    await mailer.send(mail);
    return "sent";
  } catch (error) {
    // Released, so the next check (on any server) tries again.
    await db
      .update(ownerSettings)
      .set({ digestLastSentAt: previous })
      .where(and(eq(ownerSettings.id, 1), eq(ownerSettings.digestLastSentAt, now)));
    log(`[digest] sending failed (${(error as Error).message}); trying again at the next check`);
    return "failed";
  }
}

/** Checks every few minutes (and once at start) whether the digest is due. */
export function startDigestChecks(options: DigestOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = sendDueDigest(options).catch((error) =>
      console.error("[digest] check failed:", (error as Error).message),
    );
  };
  check();
  const timer = setInterval(check, CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
