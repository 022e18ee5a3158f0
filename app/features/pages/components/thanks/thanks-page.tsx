import { Home, Images } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { SuccessMessage } from "~/components/ui/success-message";
import { useSite } from "~/lib/use-site";
import type { ThanksPageContent } from "~/seed/thanks-pages";

/**
 * Where a form sent without JavaScript lands after it was stored (the action
 * answers with a redirect, see documentPostContext). The routes are
 * prerendered, so the answer costs the server a file read, and noindex: the
 * page only makes sense after a post. With JavaScript the same message is a
 * toast and the visitor stays on the form.
 */
export function ThanksPage({
  page,
  refusedPhotos = [],
  children,
}: {
  page: ThanksPageContent;
  refusedPhotos?: string[];
  /** Shown right under the success message (the visit times to book, when offered). */
  children?: ReactNode;
}) {
  const { business, telHref, mailtoHref } = useSite();
  return (
    <>
      <PageHero badge={page.badge} title={page.title} subtitle={page.subtitle} />
      <Section className="max-w-4xl">
        <SuccessMessage>{page.message}</SuccessMessage>
        {children}
        {refusedPhotos.length > 0 ? (
          <div
            role="note"
            className="mb-8 rounded-lg border border-amber-600/40 bg-amber-50 p-5 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
          >
            <p className="font-semibold">
              Your request arrived without{" "}
              {refusedPhotos.length === 1 ? "this photo, which" : "these photos, which"} the website could not
              use (not a photo it can read, damaged, or too large):
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {refusedPhotos.map((name) => (
                <li key={name} className="break-all">
                  {name}
                </li>
              ))}
            </ul>
            <p className="mt-2">You can e-mail them to us instead: we will add them to your request.</p>
          </div>
        ) : null}
        <section
          aria-labelledby="next-steps"
          className="rounded-xl border border-border bg-card p-6 shadow-sm"
        >
          <h2 id="next-steps" className="text-xl font-semibold">
            What happens next
          </h2>
          <ol className="mt-5 space-y-5 border-l-2 border-primary/40 pl-5">
            {page.nextSteps.map((step) => (
              <li key={step.title}>
                <p className="font-semibold">{step.title}</p>
                <p className="mt-1 text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <p className="mt-10 text-muted-foreground">
          Anything to add, or rather talk it over? Call us at{" "}
          <a href={telHref} className="font-medium text-foreground underline underline-offset-4">
            {business.phone.display}
          </a>{" "}
          or e-mail{" "}
          <a href={mailtoHref} className="font-medium text-foreground underline underline-offset-4">
            <EmailAddress address={business.email} />
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/">
              <Home aria-hidden="true" /> Back to Home
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/gallery">
              <Images aria-hidden="true" /> See Our Work
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={page.again.to}>{page.again.label}</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
