import { Link } from "react-router";
import { EmailAddress } from "~/components/ui/email-address";
import { useSite } from "~/lib/use-site";
import type { LegalDocument } from "~/seed/types";

/** Splits a legal paragraph into plain text or a bullet list ("- " lines). */
export function legalBlock(paragraph: string): { kind: "p"; text: string } | { kind: "ul"; items: string[] } {
  const lines = paragraph.split("\n").map((l) => l.trim());
  if (lines.length > 0 && lines.every((l) => l.startsWith("- "))) {
    return { kind: "ul", items: lines.map((l) => l.slice(2).trim()) };
  }
  return { kind: "p", text: paragraph };
}

/** A legal document with its Last Updated date and the company's contact details. */
export function LegalPage({
  doc,
  lastUpdated,
}: {
  doc: LegalDocument;
  lastUpdated: { text: string; iso: string };
}) {
  const { business, telHref, mailtoHref } = useSite();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Last Updated: <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
      </p>
      <p className="mt-6 text-lg">{doc.intro}</p>
      <nav aria-label="On this page" className="mt-8 rounded-xl border border-border bg-muted p-5">
        <h2 className="font-semibold">On this page</h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {doc.sections.map((section, i) => (
            <li key={section.heading}>
              <a className="prose-link" href={`#section-${i + 1}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, i) => (
        <section key={section.heading} id={`section-${i + 1}`} className="mt-10 scroll-mt-28">
          <h2 className="text-2xl font-semibold tracking-tight">
            {i + 1}. {section.heading}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed">
            {section.body.map((paragraph) => {
              const block = legalBlock(paragraph);
              return block.kind === "ul" ? (
                <ul key={paragraph.slice(0, 40)} className="list-disc space-y-2 pl-6">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={paragraph.slice(0, 40)}>{block.text}</p>
              );
            })}
          </div>
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
