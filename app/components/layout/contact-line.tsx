import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { business, mailtoHref, telHref } from "~/content/site";
import { bookingUrl } from "~/lib/config";

/** One sentence with every way to reach the company. */
export function ContactLine() {
  return (
    <p className="text-muted-foreground">
      Call{" "}
      <a className="prose-link" href={telHref}>
        {business.phone.display}
      </a>
      , e-mail{" "}
      <a className="prose-link" href={mailtoHref}>
        {business.email}
      </a>
      ,{" "}
      <ExternalLink className="prose-link" href={bookingUrl}>
        book a free estimate online
      </ExternalLink>{" "}
      or see{" "}
      <Link className="prose-link" to="/services">
        our services
      </Link>
      .
    </p>
  );
}
