import { CalendarCheck, Clock, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { ScheduleLink } from "~/components/layout/schedule-link";
import { EmailAddress } from "~/components/ui/email-address";
import { useSite } from "~/lib/use-site";

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-blue-400/15 dark:text-blue-300">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-0.5 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** Address, phone, e-mail, this page's hours and the insurance note (spec 001 §2). */
export function ContactDetails() {
  const { business, claims, hoursLines, hoursSoon, telHref, mailtoHref, seedReadings } = useSite();
  const address = business.address;
  // Spec 001 §2: this page states its own hours until the owner saves his schedule.
  const lines = seedReadings.contact?.hours ?? hoursLines;
  return (
    <section
      aria-labelledby="contact-information"
      className="rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="contact-information" className="text-xl font-bold">
        Contact Information
      </h2>
      <ul className="mt-5 space-y-5">
        <Item icon={<MapPin className="size-5" aria-hidden="true" />} title="Office">
          <address className="not-italic">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
        </Item>
        <Item icon={<Phone className="size-5" aria-hidden="true" />} title="Phone">
          <a className="prose-link" href={telHref}>
            {business.phone.display}
          </a>
        </Item>
        <Item icon={<Mail className="size-5" aria-hidden="true" />} title="Email">
          <a className="prose-link" href={mailtoHref}>
            <EmailAddress address={business.email} />
          </a>
        </Item>
        <Item icon={<Clock className="size-5" aria-hidden="true" />} title="Hours">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-hours="">
            {lines.map((line) => (
              <div key={line.days} className="contents">
                <dt>{line.days}</dt>
                <dd className="font-medium text-foreground">{line.hours}</dd>
              </div>
            ))}
            {hoursSoon.map((day) => (
              <div key={`${day.label} ${day.dates}`} className="contents">
                <dt>
                  {day.label} ({day.dates})
                </dt>
                <dd className="font-medium text-foreground">{day.hours}</dd>
              </div>
            ))}
          </dl>
        </Item>
        <Item icon={<ShieldCheck className="size-5" aria-hidden="true" />} title="Licensed and insured">
          Insured up to {claims.insuranceCoverage}, with a written contract for every job and a{" "}
          {claims.warrantyYears}-year written warranty.
        </Item>
        <Item icon={<CalendarCheck className="size-5" aria-hidden="true" />} title="Prefer to book online?">
          <ScheduleLink className="prose-link">Pick a time for your free estimate</ScheduleLink>
        </Item>
      </ul>
    </section>
  );
}
