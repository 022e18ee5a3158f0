import { CircleCheck, FileText, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Form, href, Link, useRouteLoaderData } from "react-router";
import { ADMIN_LAYOUT_ID } from "~/components/admin/use-admin-messages";
import { Button } from "~/components/ui/button";
import { formatLeadDate } from "~/features/leads/lead-date";
import {
  type ContactLead,
  type LeadTab,
  type LeadTracking,
  leadStatusLabels,
  type NominationLead,
} from "~/features/leads/lead-filters";
import type { TeamRole } from "~/lib/team-role";
import { useSite } from "~/lib/use-site";
import { LeadExtra } from "./lead-extras";
import { LeadDetails, LeadStatusForm, useBusyIntent, WonJobPanel } from "./lead-work-panel";
import { TextMenu } from "./texting";

/** Digits (and a leading +) of a phone number as typed, for a tel: link. */
function telOf(phone: string): string {
  return phone.replace(/[^\d+]/g, "");
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/**
 * A lead as the owner sees it first, on a phone between jobs: who, what,
 * when and its status, then the two things done most (call, mark contacted)
 * as big buttons. The message follows; the status and note, where it came
 * from and its e-mail are folded away.
 */
function LeadCard({
  kind,
  lead,
  label,
  title,
  summary,
  contactName,
  phone,
  email,
  service,
  heardFrom,
  children,
}: {
  kind: LeadTab;
  lead: LeadTracking;
  label: string;
  title: string;
  /** The line under the name: the service (and town), or the nominee's address. */
  summary: string;
  /** Who answers at `phone` (the texts greet them by their first name). */
  contactName: string;
  phone: string;
  email: string;
  /** What the texts call the job ("your interior painting"). */
  service: string;
  /** For a lead the owner added by hand: where the customer heard of the business. */
  heardFrom?: string | null;
  children: ReactNode;
}) {
  const busy = useBusyIntent(lead.id);
  const { business } = useSite();
  const role = (useRouteLoaderData(ADMIN_LAYOUT_ID) as { role?: TeamRole | null } | undefined)?.role;
  const digits = telOf(phone);
  return (
    <article className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5" aria-label={label}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-bold break-words">{title}</h3>
          <p className="mt-0.5 text-sm break-words text-muted-foreground">{summary}</p>
        </div>
        <div className="shrink-0 text-right text-sm">
          <p>
            <span className="rounded-full bg-muted px-2.5 py-0.5 font-semibold text-foreground">
              {leadStatusLabels[lead.status]}
            </span>
          </p>
          <p className="mt-1 text-muted-foreground">
            <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt, business.timeZone)}</time>
          </p>
        </div>
      </header>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-start">
        {digits ? (
          <Button asChild size="lg">
            <a href={`tel:${digits}`}>
              <Phone aria-hidden="true" /> Call<span className="sr-only"> {phone}</span>
            </a>
          </Button>
        ) : null}
        <TextMenu name={contactName} phone={phone} service={service} />
        {lead.status === "new" ? (
          <Form method="post" preventScrollReset className="contents">
            <input type="hidden" name="intent" value="set-status" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={lead.id} />
            <input type="hidden" name="revision" value={lead.revision} />
            <input type="hidden" name="status" value="contacted" />
            <Button type="submit" size="lg" variant="outline" disabled={busy === "set-status"}>
              <CircleCheck aria-hidden="true" /> {busy === "set-status" ? "Saving..." : "Mark contacted"}
            </Button>
          </Form>
        ) : null}
        {email ? (
          <Button asChild size="lg" variant="outline">
            <a href={`mailto:${email}`}>
              <Mail aria-hidden="true" /> E-mail<span className="sr-only"> {email}</span>
            </a>
          </Button>
        ) : null}
        {kind === "contacts" && role === "owner" ? (
          <Button asChild size="lg" variant="outline">
            <Link to={`/admin/quotes/new/${lead.id}`}>
              <FileText aria-hidden="true" /> Write a quote<span className="sr-only"> for {contactName}</span>
            </Link>
          </Button>
        ) : null}
      </div>
      {lead.status === "won" ? (
        <WonJobPanel kind={kind} lead={lead} email={email} name={contactName} />
      ) : null}
      {children}
      <LeadStatusForm kind={kind} lead={lead} />
      <LeadDetails kind={kind} lead={lead} heardFrom={heardFrom} />
    </article>
  );
}

/** Where the visitor is, as the owner needs it: the place given, and whether it is in the area. */
function placeText(lead: ContactLead): string {
  if (lead.inServiceArea === null) return `${lead.location} (not found on the map)`;
  const miles = lead.distanceMiles === null ? "" : `, about ${lead.distanceMiles} miles away`;
  return `${lead.location}: ${lead.inServiceArea ? "inside" : "outside"} the service area${miles}`;
}

export function ContactLeadCard({ lead }: { lead: ContactLead }) {
  return (
    <LeadCard
      kind="contacts"
      lead={lead}
      label={`Contact submission from ${lead.name}`}
      title={lead.name}
      summary={[lead.service, lead.location, lead.timing, lead.heardFrom ? `From ${lead.heardFrom}` : ""]
        .filter(Boolean)
        .join(" · ")}
      contactName={lead.name}
      phone={lead.phone}
      email={lead.email}
      service={lead.service}
      heardFrom={lead.heardFrom}
    >
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Field label="Phone">{lead.phone}</Field>
        <Field label="Email">{lead.email || "Not given"}</Field>
        {lead.location ? <Field label="ZIP code or city">{placeText(lead)}</Field> : null}
        {lead.timing ? <Field label="Timing">{lead.timing}</Field> : null}
      </dl>
      {lead.message ? (
        <dl className="mt-3">
          <Field label={lead.heardFrom ? "Notes" : "Message"}>
            <p className="whitespace-pre-wrap">{lead.message}</p>
          </Field>
        </dl>
      ) : null}
      <LeadExtra leadId={lead.id} />
      {lead.photoIds.length > 0 ? <LeadPhotos lead={lead} /> : null}
      {lead.refusedPhotos.length > 0 ? (
        <section className="mt-3" aria-label={`Photos from ${lead.name} that could not be used`}>
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {lead.refusedPhotos.length === 1
              ? "1 photo could not be used"
              : `${lead.refusedPhotos.length} photos could not be used`}
          </h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {lead.refusedPhotos.map((photo) => (
              <li key={`${photo.name}:${photo.reason}`}>
                <span className="font-medium break-all">{photo.name}</span>: {photo.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </LeadCard>
  );
}

/** The visitor's photos: thumbnails, each opening the whole photo (private to the admin). */
function LeadPhotos({ lead }: { lead: ContactLead }) {
  const count = lead.photoIds.length;
  return (
    <section className="mt-3" aria-label={`Photos from ${lead.name}`}>
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {count} {count === 1 ? "photo" : "photos"}
      </h4>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {lead.photoIds.map((id, index) => (
          <li key={id}>
            <a
              href={href("/admin/leads/photos/:id", { id: id })}
              target="_blank"
              rel="noopener"
              className="block rounded-md focus-visible:outline-2 focus-visible:outline-ring"
            >
              <img
                src={`${href("/admin/leads/photos/:id", { id: id })}?size=thumb`}
                alt={`${index + 1} of ${count} from ${lead.name}, full size`}
                width={96}
                height={96}
                loading="lazy"
                className="size-24 rounded-md border border-border object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NominationLeadCard({ lead }: { lead: NominationLead }) {
  return (
    <LeadCard
      kind="nominations"
      lead={lead}
      label={`Nomination of ${lead.nomineeName} by ${lead.yourName}`}
      title={`${lead.nomineeName}, nominated by ${lead.yourName}`}
      summary={lead.nomineeAddress}
      contactName={lead.yourName}
      phone={lead.yourPhone}
      email={lead.yourEmail}
      service="your nomination"
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="font-semibold">Nominator</h4>
          <dl className="mt-2 space-y-2">
            <Field label="Name">{lead.yourName}</Field>
            <Field label="Email">{lead.yourEmail}</Field>
            <Field label="Phone">{lead.yourPhone}</Field>
            <Field label="Relationship">{lead.relationship}</Field>
          </dl>
        </div>
        <div>
          <h4 className="font-semibold">Nominee</h4>
          <dl className="mt-2 space-y-2">
            <Field label="Name">{lead.nomineeName}</Field>
            <Field label="Address">{lead.nomineeAddress}</Field>
            <Field label="Phone">
              {lead.nomineePhone ? (
                <a
                  className="text-primary underline-offset-4 hover:underline dark:text-blue-300"
                  href={`tel:${telOf(lead.nomineePhone)}`}
                >
                  {lead.nomineePhone}
                </a>
              ) : (
                "Not given"
              )}
            </Field>
          </dl>
        </div>
      </div>
      <dl className="mt-3">
        <Field label="Why they deserve it">
          <p className="whitespace-pre-wrap">{lead.reason}</p>
        </Field>
      </dl>
    </LeadCard>
  );
}
