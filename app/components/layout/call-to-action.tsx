import { CalendarCheck, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { business, telHref } from "~/content/site";
import { bookingUrl } from "~/lib/config";

interface CallToActionProps {
  title: ReactNode;
  text?: ReactNode;
  /** Replaces the default actions (book online, call). */
  children?: ReactNode;
  bookLabel?: string;
  callLabel?: string;
}

/** The closing band of a page: book an estimate or call. */
export function CallToAction({
  title,
  text,
  children,
  bookLabel = "Schedule Free Estimate",
  callLabel = `Call ${business.phone.display}`,
}: CallToActionProps) {
  return (
    <section className="bg-blue-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-16">
        <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50 text-pretty">{text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {children ?? (
            <>
              <Button asChild size="lg" variant="onDark">
                <ExternalLink href={bookingUrl}>
                  <CalendarCheck aria-hidden="true" /> {bookLabel}
                </ExternalLink>
              </Button>
              <Button asChild size="lg" variant="outlineOnDark">
                <a href={telHref}>
                  <Phone aria-hidden="true" /> {callLabel}
                </a>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
