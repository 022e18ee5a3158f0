import { Quote } from "lucide-react";
import { StarRating } from "~/components/ui/star-rating";
import type { StaticTestimonial } from "~/seed/types";

/** Customers' words, a card each, with their rating. */
export function TestimonialCards({ testimonials }: { testimonials: StaticTestimonial[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:mt-10 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li
          key={t.author}
          data-reveal
          className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
        >
          <StarRating rating={t.rating} />
          <figure className="mt-4 flex flex-1 flex-col">
            <Quote aria-hidden="true" className="size-6 text-primary/40 dark:text-blue-300/60" />
            <blockquote className="mt-2 flex-1 text-pretty">{t.text}</blockquote>
            <figcaption className="mt-4 font-semibold">
              {t.author} <span className="font-normal text-muted-foreground">· {t.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
