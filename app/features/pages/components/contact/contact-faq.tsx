import { ChevronDown } from "lucide-react";
import type { SavedFaqItem } from "~/seed/types";

/**
 * Questions as native disclosure widgets: they open and close without
 * JavaScript, and sharing a name keeps at most one open at a time.
 */
export function ContactFaq({ items }: { items: SavedFaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-border rounded-xl border border-border bg-card">
      {items.map((item) => (
        <details key={item.id} name="contact-faq" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 text-muted-foreground">
            {item.answer.split("\n\n").map((paragraph, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one answer never move
              <p key={n} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
