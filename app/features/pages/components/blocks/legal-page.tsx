import { Link } from "react-router";
import { EmailAddress } from "~/components/ui/email-address";
import { useSite } from "~/lib/use-site";

/** A legal document with its Last Updated date and the company's contact details. */
export function LegalPage({
  doc,
  lastUpdated,
}: {
  /** Rendered on the server from the owner's Markdown (features/pages/server/legal.server.ts). */
  doc: { title: string; introHtml: string; sections: { heading: string; html: string }[] };
  lastUpdated: { text: string; iso: string };
}) {
  const { business, telHref, mailtoHref } = useSite();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Last Updated: <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML off and URLs allow-listed */}
      <div className="legal-text mt-6 text-lg" dangerouslySetInnerHTML={{ __html: doc.introHtml }} />
      <nav aria-label="On this page" className="mt-8 rounded-xl border border-border bg-muted p-5">
        <h2 className="font-semibold">On this page</h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {doc.sections.map((section, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sections in the text's order
            <li key={i}>
              <a className="prose-link" href={`#section-${i + 1}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, i) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: the sections in the text's order
          key={i}
          id={`section-${i + 1}`}
          aria-labelledby={`section-${i + 1}-heading`}
          className="mt-10 scroll-mt-28"
        >
          <h2 id={`section-${i + 1}-heading`} className="text-2xl font-semibold tracking-tight">
            {i + 1}. {section.heading}
          </h2>
          <div
            className="legal-text mt-4 leading-relaxed"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML off and URLs allow-listed
            dangerouslySetInnerHTML={{ __html: section.html }}
          />
        </section>
      ))}
      <address className="mt-10 rounded-xl border border-border bg-card p-5 not-italic">
        <p className="font-semibold">{business.legalName}</p>
        <p>
          {business.address.street}, {business.address.city}, {business.address.region}{" "}
          {business.address.postalCode}
        </p>
        <p>
          Phone:{" "}
          <a className="prose-link" href={telHref}>
            {business.phone.display}
          </a>
        </p>
        <p>
          E-mail:{" "}
          <a className="prose-link" href={mailtoHref}>
            <EmailAddress address={business.email} />
          </a>
        </p>
        <p>
          Or use our{" "}
          <Link className="prose-link" to="/contact">
            contact form
          </Link>
          .
        </p>
      </address>
    </article>
  );
}
