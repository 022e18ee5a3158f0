import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { type ContactLead, type LeadTracking, leadStatusLabels, type NominationLead } from "~/lib/admin";
import { formatLeadDate } from "~/lib/lead-date";
import { LeadWorkPanel } from "./lead-work-panel";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

const linkClass =
  "inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline dark:text-blue-300";

function EmailLink({ email }: { email: string }) {
  return (
    <a className={linkClass} href={`mailto:${email}`}>
      <Mail className="size-4" aria-hidden="true" />
      {email}
    </a>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  const digits = phone.replace(/[^\d+]/g, "");
  if (!digits) return phone;
  return (
    <a className={linkClass} href={`tel:${digits}`}>
      <Phone className="size-4" aria-hidden="true" />
      {phone}
    </a>
  );
}

function CardHeader({ title, lead }: { title: string; lead: LeadTracking }) {
  return (
    <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-3">
      <h3 className="text-lg font-bold">{title}</h3>
      <p className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="rounded-full bg-muted px-2.5 py-0.5 font-semibold text-foreground">
          {leadStatusLabels[lead.status]}
        </span>
        <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
      </p>
    </header>
  );
}

const card = "rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6";

export function ContactLeadCard({ lead }: { lead: ContactLead }) {
  return (
    <article className={card} aria-label={`Contact submission from ${lead.name}`}>
      <CardHeader title={lead.name} lead={lead} />
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Field label="Email">
          <EmailLink email={lead.email} />
        </Field>
        <Field label="Phone">
          <PhoneLink phone={lead.phone} />
        </Field>
        <Field label="Service">{lead.service}</Field>
      </dl>
      <dl className="mt-4">
        <Field label="Message">
          <p className="whitespace-pre-wrap">{lead.message}</p>
        </Field>
      </dl>
      <LeadWorkPanel kind="contacts" lead={lead} who={lead.name} />
    </article>
  );
}

export function NominationLeadCard({ lead }: { lead: NominationLead }) {
  return (
    <article className={card} aria-label={`Nomination of ${lead.nomineeName} by ${lead.yourName}`}>
      <CardHeader title={`${lead.nomineeName}, nominated by ${lead.yourName}`} lead={lead} />
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <div>
          <h4 className="font-semibold">Nominator</h4>
          <dl className="mt-2 space-y-3">
            <Field label="Name">{lead.yourName}</Field>
            <Field label="Email">
              <EmailLink email={lead.yourEmail} />
            </Field>
            <Field label="Phone">
              <PhoneLink phone={lead.yourPhone} />
            </Field>
            <Field label="Relationship">{lead.relationship}</Field>
          </dl>
        </div>
        <div>
          <h4 className="font-semibold">Nominee</h4>
          <dl className="mt-2 space-y-3">
            <Field label="Name">{lead.nomineeName}</Field>
            <Field label="Address">{lead.nomineeAddress}</Field>
            <Field label="Phone">
              {lead.nomineePhone ? <PhoneLink phone={lead.nomineePhone} /> : "Not given"}
            </Field>
          </dl>
        </div>
      </div>
      <dl className="mt-4">
        <Field label="Why they deserve it">
          <p className="whitespace-pre-wrap">{lead.reason}</p>
        </Field>
      </dl>
      <LeadWorkPanel kind="nominations" lead={lead} who={lead.nomineeName} />
    </article>
  );
}
