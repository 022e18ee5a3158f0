import { Heart } from "lucide-react";
import type { ShouldRevalidateFunction } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { NominationForm } from "~/components/nomination/nomination-form";
import { ProgramHighlights } from "~/components/nomination/program-highlights";
import { Button } from "~/components/ui/button";
import { nominationProgram } from "~/content/programs";
import { business } from "~/content/site";
import { formMessages, postOrFail } from "~/lib/form-result";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { submitNominationForm } from "~/server/lead-forms.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/nominate";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Nominate", path: "/nominate" },
];

/** The action's headers (Retry-After on a rate-limit refusal) reach the page's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const loader = () => ({
  meta: pageMeta({
    title: "Nominate a Neighbor for Free Painting",
    description:
      "Know someone in the Twin Cities whose home could use a fresh coat of paint? Nominate them for our community program and tell us their story.",
    path: "/nominate",
    keywords: ["free painting program", "nominate a neighbor", "community give-back Twin Cities"],
    jsonLd: [breadcrumbJsonLd(crumbs)],
  }),
  // Text the page shows, sent as data rather than bundled into its script.
  program: nominationProgram,
});

export const meta = metaFromLoader;

/** The page's data never changes: a form post does not reload it (nor fail on a dropped connection). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export function action({ request, context }: Route.ActionArgs) {
  return submitNominationForm(request, context.get(clientAddressContext));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postOrFail(serverAction, formMessages.nominationFailure);
}

export default function Nominate({ loaderData }: Route.ComponentProps) {
  const nominationProgram = loaderData.program;
  return (
    <>
      <PageHero
        badge="Community Give-Back Program"
        title={nominationProgram.heading}
        subtitle="Know someone whose home could use a fresh coat of paint? Tell us about them, and we may paint it for free."
      >
        <Button asChild size="lg" variant="onDark">
          <a href="#nomination-form">
            <Heart aria-hidden="true" /> Nominate Someone
          </a>
        </Button>
      </PageHero>
      <Breadcrumbs items={crumbs} />
      <Section title="Giving Back to Our Community">
        <div className="mx-auto max-w-3xl space-y-4 text-lg text-muted-foreground">
          {nominationProgram.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-12">
          <ProgramHighlights highlights={nominationProgram.highlights} />
        </div>
      </Section>
      <Section
        tone="muted"
        id="nomination-form"
        title="Nomination Form"
        intro="Fields marked optional can be left empty; everything else is needed for us to follow up."
      >
        <div className="mx-auto max-w-3xl rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <NominationForm />
        </div>
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-muted-foreground">
          We use the details you send only to review the nomination and contact you or the nominee about it.
          Questions? Call {business.phone.display}.
        </p>
      </Section>
    </>
  );
}
