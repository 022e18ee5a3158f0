import type { ReactNode } from "react";
import { BookingCallButtons } from "./booking-call-buttons";

interface CallToActionProps {
  title: ReactNode;
  text?: ReactNode;
  /** Replaces the default actions (book online, call). */
  children?: ReactNode;
  bookLabel?: ReactNode;
  callLabel?: ReactNode;
}

/** The closing band of a page: book an estimate or call. */
export function CallToAction({ title, text, children, bookLabel, callLabel }: CallToActionProps) {
  return (
    <section className="bg-blue-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-16">
        <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50 text-pretty">{text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {children ?? <BookingCallButtons tone="dark" bookLabel={bookLabel} callLabel={callLabel} />}
        </div>
      </div>
    </section>
  );
}
