import { Link } from "react-router";
import { bookIntents } from "~/features/booking/visitor-pages";
import type { VisitOffer } from "~/lib/form-result";
import { StreetField, TimeButton } from "./time-list";

/**
 * Right after an estimate request: the next free visit times, each a button
 * that books it in one tap (a plain form to /book, with or without JavaScript).
 */
export function VisitOfferTimes({ offer }: { offer: VisitOffer }) {
  return (
    <section aria-labelledby="visit-offer-heading" className="mt-4">
      <h2 id="visit-offer-heading" className="text-base font-semibold">
        Book your free estimate visit now
      </h2>
      <p className="mt-1">
        {offer.askStreetIn === undefined
          ? "One tap books it; you can change or cancel it later."
          : "Give the street address, then one tap books a time; you can change or cancel it later."}
      </p>
      <form method="post" action="/book" className="mt-3">
        <input type="hidden" name="intent" value={bookIntents.book} />
        <input type="hidden" name="token" value={offer.token} />
        <input type="hidden" name="key" value={offer.key} />
        {offer.askStreetIn === undefined ? null : <StreetField ask={{ place: offer.askStreetIn }} />}
        <ul className="grid gap-2 sm:grid-cols-2">
          {offer.times.map((time) => (
            <li key={time.at}>
              <TimeButton at={time.at}>
                <span className="sr-only">Book </span>
                {time.label}
              </TimeButton>
            </li>
          ))}
        </ul>
      </form>
      <p className="mt-3">
        <Link
          to={`/book?${new URLSearchParams({ visitor: offer.token })}#times`}
          className="font-semibold underline underline-offset-2"
        >
          More times
        </Link>
      </p>
    </section>
  );
}
