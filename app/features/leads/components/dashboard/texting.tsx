import { ChevronDown, Mail, MessageSquare } from "lucide-react";
import { createContext, useContext } from "react";
import { Form, href, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { formatLeadDate } from "~/features/leads/lead-date";
import type { LeadTab, LeadTracking } from "~/features/leads/lead-filters";
import {
  defaultTextTemplates,
  renderTextMessage,
  smsHref,
  type TextTemplateKey,
  type TextTemplates,
  textTemplateLabels,
} from "~/features/leads/text-messages";
import { useSite } from "~/lib/use-site";

/** What the dashboard knows about sending: the owner's wording, and whether this site can send e-mail. */
export interface Texting {
  templates: TextTemplates;
  emailReady: boolean;
  /** Staff cannot open the business profile: they are told to ask the owner instead of given a link. */
  canEditProfile: boolean;
}

const TextingContext = createContext<Texting>({
  templates: defaultTextTemplates,
  emailReady: false,
  canEditProfile: false,
});
export const TextingProvider = TextingContext.Provider;

/** Where the owner changes the wording (the Alerts page's messages section). */
export const TEXT_SETTINGS = `${href("/admin/alerts")}#text-messages`;
/** The review link's field in the business profile. */
const REVIEW_LINK_FIELD = `${href("/admin/content/profile/:section", { section: "reputation" })}#field-reviewUrl`;

const menuKeys: TextTemplateKey[] = ["acknowledge", "onMyWay", "followUp"];

/**
 * "Text": the customer's number and a message already written, opened in
 * the owner's own phone's messages. Folded: a tap shows the messages to
 * choose from, each with its words.
 */
export function TextMenu({ name, phone, service }: { name: string; phone: string; service: string }) {
  const site = useSite();
  const { templates } = useContext(TextingContext);
  const facts = {
    customerName: name,
    service,
    ownerFirstName: site.business.ownerFirstName,
    businessName: site.business.name,
    businessPhone: site.business.phone.display,
    reviewUrl: site.reviewUrl,
  };
  const messages = menuKeys.flatMap((key) => {
    const body = renderTextMessage(templates[key], facts);
    const sms = smsHref(phone, body);
    return sms ? [{ key, body, sms }] : [];
  });
  if (messages.length === 0) return null;
  return (
    <details className="group open:col-span-2 open:w-full">
      <summary
        className={cn(
          buttonVariants({ variant: "outline", size: "lg" }),
          "w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <MessageSquare aria-hidden="true" /> Text<span className="sr-only"> {name}</span>
        <ChevronDown aria-hidden="true" className="transition-transform group-open:rotate-180" />
      </summary>
      <ul className="mt-2 space-y-2 rounded-lg border border-border p-2" aria-label={`Texts to ${name}`}>
        {messages.map((message) => (
          <li key={message.key}>
            <a
              href={message.sms}
              className="block min-h-11 rounded-md px-3 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="block font-semibold">{textTemplateLabels[message.key]}</span>
              <span className="block text-sm break-words text-muted-foreground">{message.body}</span>
            </a>
          </li>
        ))}
        <li className="px-3 py-1 text-sm">
          Opens your phone's messages with the text written in; nothing is sent until you send it.{" "}
          <Link to={TEXT_SETTINGS} className="font-semibold text-primary underline dark:text-blue-300">
            Change these messages
          </Link>
        </li>
      </ul>
    </details>
  );
}

/** How the last review request went, as the card says it. */
function askedLine(lead: LeadTracking, timeZone: string): string | undefined {
  if (!lead.reviewRequestedAt) return undefined;
  const how =
    lead.reviewRequestedVia === "text" ? " by text" : lead.reviewRequestedVia === "email" ? " by e-mail" : "";
  return `Review asked${how} on ${formatLeadDate(lead.reviewRequestedAt, timeZone)}`;
}

/**
 * "Ask for a review" on a won job: by text from the owner's phone (noted on
 * the lead, then his messages open; needs nothing from the server), or by
 * e-mail when this site can send it and the customer gave an address.
 */
export function ReviewAsk({
  kind,
  lead,
  email,
  busy,
}: {
  kind: LeadTab;
  lead: LeadTracking;
  email: string;
  busy: string | undefined;
}) {
  const site = useSite();
  const { emailReady, canEditProfile } = useContext(TextingContext);
  const asked = askedLine(lead, site.business.timeZone);
  if (kind !== "contacts") return null;
  if (!site.reviewUrl) {
    if (!canEditProfile) {
      return (
        <p className="mt-2">There is no review link yet: ask the owner to add it in the business profile.</p>
      );
    }
    return (
      <p className="mt-2">
        There is no review link yet, so there is nothing to send.{" "}
        <Link to={REVIEW_LINK_FIELD} className="font-semibold text-primary underline dark:text-blue-300">
          Add your review link
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-2">
      {asked ? <p className="text-muted-foreground">{asked}</p> : null}
      <p className="mt-1 font-semibold">{asked ? "Ask for a review again:" : "Ask for a review:"}</p>
      <div className="mt-1 flex flex-wrap gap-2">
        {/* A plain form: the visit is noted, then the answer opens the phone's messages (sms:), with or without JavaScript. */}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="text-review" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={lead.id} />
          <Button type="submit" size="lg" disabled={busy === "text-review"}>
            <MessageSquare aria-hidden="true" /> Text
          </Button>
        </Form>
        {emailReady && email ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="ask-review" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={lead.id} />
            <Button type="submit" size="lg" variant="outline" disabled={busy === "ask-review"}>
              <Mail aria-hidden="true" /> {busy === "ask-review" ? "Sending..." : "E-mail"}
            </Button>
          </Form>
        ) : null}
      </div>
      {!emailReady ? (
        <p className="mt-1 text-muted-foreground">
          E-mail isn't set up for this website, so ask by text (or hand over a review card).
        </p>
      ) : !email ? (
        <p className="mt-1 text-muted-foreground">No e-mail address for this customer: ask by text.</p>
      ) : null}
    </div>
  );
}
