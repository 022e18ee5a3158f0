import { ChevronDown, Mail } from "lucide-react";
import { Link } from "react-router";
import { CallButton } from "~/components/layout/booking-call-buttons";
import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";
import { useSite } from "~/lib/use-site";
import type { SavedFaqItem } from "~/seed/types";

/**
 * /faq (spec 001 §2): the questions in a single-open accordion (ten on a
 * fresh install; the owner edits them), then call and contact links.
 */
export function FaqPage({ items }: { items: SavedFaqItem[] }) {
  const { business, claims } = useSite();
  return (
    <>
      <PageHero
        badge="FAQ"
        title="Frequently Asked Questions"
        subtitle="Straight answers to the questions homeowners ask us most. Don't see yours? Just ask."
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        {/* Native exclusive accordion: one answer open at a time, the open one
            closes on a second click, and every answer is in the HTML. */}
        <div className="divide-y divide-border rounded-xl border border-border bg-card shadow-sm">
          {items.map((item) => (
            <details key={item.id} name="faq" className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-semibold hover:bg-muted [&::-webkit-details-marker]:hidden">
                <h2 className="text-lg font-semibold">{item.question}</h2>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <div className="space-y-4 px-5 pb-5 text-muted-foreground">
                {item.answer.split("\n\n").map((p, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one answer never move
                  <p key={n}>{p}</p>
                ))}
              </div>
            </details>
          ))}
        </div>

        <section aria-labelledby="more-questions" className="mt-12 rounded-xl bg-muted p-8 text-center">
          <h2 id="more-questions" className="text-2xl font-bold">
            Still have questions?
          </h2>
          <p className="mt-3 text-muted-foreground">
            Call or send us a message. {business.ownerFirstName} replies {claims.responseTime}.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <CallButton variant="default" />
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">
                <Mail aria-hidden="true" /> Contact Us
              </Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
