import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { EmailAddress } from "~/components/ui/email-address";
import { footerAreaLinks, footerCompanyLinks, footerLegalLinks, type NavItem } from "~/lib/navigation";
import { useSite } from "~/lib/use-site";
import { SocialIcons } from "./social-icons";

const footerColumns = (services: readonly NavItem[]) =>
  [
    { title: "Our Services", links: services },
    { title: "Service Areas", links: footerAreaLinks },
    { title: "Company", links: footerCompanyLinks },
    { title: "Legal", links: footerLegalLinks },
  ] as const;

export function Footer() {
  const { business, claims, hoursLines, hoursSoon, telHref, mailtoHref, footerServices } = useSite();
  const address = business.address;
  const columns = footerColumns(footerServices);
  // On a phone the action bar covers the screen's last 4.5rem: the footer ends above it.
  return (
    <footer data-site-footer="" className="mt-auto bg-slate-950 pb-[4.5rem] text-slate-300 sm:pb-0">
      {/* Below the fold on every page: laid out and painted only when it comes near the screen. */}
      <div className="[contain-intrinsic-size:auto_50rem] [content-visibility:auto]">
        {/* Wide enough for every heading and link on one line: the blurb above the four link
            columns (beside them from 1280 px), then the business card beside the social links. */}
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 xl:grid-cols-[22rem_minmax(0,1fr)] xl:gap-x-12">
          <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:gap-x-12 xl:block xl:space-y-4">
            <div className="space-y-4">
              <p className="text-lg font-bold text-white">{business.name}</p>
              <p className="max-w-xl text-sm leading-relaxed">
                Owner-operated painting and drywall contractor serving the Twin Cities since{" "}
                {business.foundedYear}. The owner does your estimate and the work, backed by a{" "}
                {claims.warrantyYears}-year written warranty.
              </p>
            </div>
            <ul className="space-y-2 text-sm md:self-end xl:self-auto">
              <li>
                <a href={telHref} className="flex items-center gap-2 hover:text-white hover:underline">
                  <Phone className="size-4" aria-hidden="true" /> {business.phone.display}
                </a>
              </li>
              <li>
                <a href={mailtoHref} className="flex items-center gap-2 hover:text-white hover:underline">
                  <Mail className="size-4 shrink-0" aria-hidden="true" />{" "}
                  <EmailAddress address={business.email} />
                </a>
              </li>
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {address.street}, {address.city}, {address.region} {address.postalCode}
                </span>
              </li>
            </ul>
          </div>

          <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
                  {column.title}
                </h2>
                <ul className="space-y-2 text-sm">
                  {column.links.map((link) => (
                    <li key={link.path}>
                      <Link to={link.path} className="hover:text-white hover:underline">
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>

          <div className="grid gap-8 border-t border-slate-800 pt-8 md:grid-cols-[minmax(0,1fr)_auto] md:items-end xl:col-span-2">
            <div className="flex flex-wrap items-start gap-x-10 gap-y-3 rounded-lg border border-slate-800 bg-slate-900 p-5 text-sm md:justify-self-start">
              <div>
                <p className="font-semibold text-white">{business.name}</p>
                <p className="mt-1">
                  {address.city}, {address.region}
                </p>
              </div>
              <div>
                <p className="flex items-center gap-2 font-medium text-white">
                  <Clock className="size-4" aria-hidden="true" /> Business Hours
                </p>
                <ul className="mt-1" data-hours="">
                  {hoursLines.map((line) => (
                    <li key={line.days}>
                      {line.days} {line.hours}
                    </li>
                  ))}
                  {hoursSoon.map((day) => (
                    <li key={`${day.label} ${day.dates}`}>
                      {day.label} ({day.dates}): {day.hours}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <div>
              <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Follow Us</h2>
              <SocialIcons />
            </div>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        {/* A cached page may carry last year; the browser brings it up to date (ServerMarkup). */}
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6">
          © <span data-current-year="">{new Date().getFullYear()}</span> {business.name}. All rights reserved.
          Licensed &amp; insured in Minnesota
          {claims.licenseNumber ? ` (license #${claims.licenseNumber})` : ""}.
        </p>
      </div>
    </footer>
  );
}
