import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { ProgramHighlights } from "~/features/pages/components/nomination/program-highlights";
import type { Crumb } from "~/lib/seo";
import { useSite } from "~/lib/use-site";
import type { nominationProgram } from "~/seed/programs";

export interface NominatePageData {
  crumbs: Crumb[];
  program: typeof nominationProgram;
}

/** /nominate (spec 001 §2): the program, its three highlights and the Nomination Form. */

/** `form` is the nomination form (the leads feature's), placed by the route. */
export function NominatePage({ data, form }: { data: NominatePageData; form: ReactNode }) {
  const { business } = useSite();
  const nominationProgram = data.program;
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
      <Breadcrumbs items={data.crumbs} />
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
        {/* On a phone the card runs edge to edge, so the fields are wide enough for their whole
            placeholders (spec 001 §2 fixes their text). */}
        <div className="mx-auto max-w-3xl rounded-xl border border-border bg-card p-6 shadow-sm max-sm:-mx-4 max-sm:rounded-none max-sm:border-x-0 max-sm:px-5 sm:p-8">
          {form}
        </div>
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-muted-foreground">
          We use the details you send only to review the nomination and contact you or the nominee about it.
          Questions? Call {business.phone.display}.
        </p>
      </Section>
    </>
  );
}
