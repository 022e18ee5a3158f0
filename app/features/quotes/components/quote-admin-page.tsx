import { ExternalLink, FileDown, MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { CopyButton } from "~/components/admin/copy-button";
import { PassOnLinkBox } from "~/components/admin/pass-on-link";
import { Button } from "~/components/ui/button";
import { moneyText } from "~/lib/money";
import { useSite } from "~/lib/use-site";
import { type QuoteView, quoteStatusLabels } from "../quote-view";
import { type CatalogEntry, QuoteEditor } from "./quote-editor";
import { QuoteOptions } from "./quote-options";

interface Lead {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
}

const sendLabel = (lead: Lead, mailOn: boolean) =>
  lead.email && mailOn ? "Send to customer" : "Make the link to text";

/** /admin/quotes/new/<lead>: a quote written from a lead. */
export function NewQuotePage({
  data,
}: {
  data: { lead: Lead; values: unknown; catalog: CatalogEntry[]; mailOn: boolean };
}) {
  return (
    <AdminPage
      title={`New quote for ${data.lead.name}`}
      width="max-w-3xl"
      intro={`${data.lead.service}. Save it as a draft to finish later, or send it now${data.lead.email && data.mailOn ? ` to ${data.lead.email}` : ": you get its link to text"}.`}
    >
      <QuoteEditor
        values={data.values}
        catalog={data.catalog}
        sendLabel={sendLabel(data.lead, data.mailOn)}
      />
    </AdminPage>
  );
}

interface QuoteAdminData {
  quote: QuoteView;
  lead: Lead;
  values: unknown;
  catalog: CatalogEntry[];
  url: string | undefined;
  smsHref: string | undefined;
  /** E-mail leaves this server: without it, the link below is how the quote reaches the customer. */
  mailOn: boolean;
}

/**
 * /admin/quotes/<id>: a draft to edit, or a sent quote with its link, its answer and its follow-ups;
 * `children` is what the route adds once it is accepted (its invoices).
 */
export function QuoteAdminPage({ data, children }: { data: QuoteAdminData; children?: ReactNode }) {
  const { quote, lead } = data;
  const title = `Quote ${quote.number}${quote.revision > 1 ? ` (version ${quote.revision})` : ""} for ${lead.name}`;
  if (quote.status === "draft") {
    return (
      <AdminPage
        title={title}
        width="max-w-3xl"
        intro="A draft: the customer sees nothing until you send it."
      >
        <QuoteEditor values={data.values} catalog={data.catalog} sendLabel={sendLabel(lead, data.mailOn)} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title} intro={quoteStatusLabels[quote.status]}>
      <QuoteFacts data={data} />
      {children}
      <div className="mt-6">
        <QuoteOptions quote={quote} choosing={false} />
      </div>
    </AdminPage>
  );
}

function QuoteFacts({ data }: { data: QuoteAdminData }) {
  const { quote, url, smsHref } = data;
  const { business } = useSite();
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat("en-US", {
          timeZone: business.timeZone,
          dateStyle: "medium",
          timeStyle: "short",
        }).format(new Date(iso))
      : "not yet";
  const waiting = quote.status === "sent";
  return (
    <div className="space-y-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Sent</dt>
          <dd>{when(quote.sentAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">First opened</dt>
          <dd>{when(quote.firstViewedAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Answered</dt>
          <dd>{when(quote.answeredAt)}</dd>
        </div>
      </dl>
      {quote.acceptance ? (
        <div className="rounded-lg border border-border p-4 text-sm">
          <p className="font-semibold">
            {quote.acceptance.optionName}: {moneyText(quote.acceptance.totalCents)} (deposit{" "}
            {moneyText(quote.acceptance.depositCents)})
          </p>
          <p className="mt-1">
            Signed by {quote.acceptance.fullName} from {quote.acceptance.ip}, {when(quote.acceptance.at)}
          </p>
          <p className="mt-1 break-all text-muted-foreground">{quote.acceptance.userAgent}</p>
          <p className="mt-1 break-all text-muted-foreground">
            Fingerprint (SHA-256): {quote.acceptance.fingerprint}
          </p>
        </div>
      ) : null}
      {quote.status === "declined" ? (
        <p className="rounded-lg border border-border p-4 text-sm">
          Their reason: {quote.declineReason || "none given"}
        </p>
      ) : null}
      {url && waiting && !(data.mailOn && data.lead.email) ? (
        <PassOnLinkBox link={{ url, to: data.lead.name, ...(smsHref ? { sms: smsHref } : {}) }}>
          {data.lead.email
            ? "E-mail is not set up on this server, so the quote was not e-mailed: text its link from your phone, or copy it into a message."
            : "There is no e-mail address for this customer: text the quote's link from your phone, or copy it into a message."}
        </PassOnLinkBox>
      ) : url && waiting ? (
        <div className="flex flex-wrap gap-2">
          {smsHref ? (
            <Button asChild>
              <a href={smsHref}>
                <MessageSquareText aria-hidden="true" /> Text the link
              </a>
            </Button>
          ) : null}
          <CopyButton text={url} label="Copy the link" />
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" /> See it as the customer does
            </a>
          </Button>
        </div>
      ) : null}
      {waiting ? (
        <Form method="post" className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="revise" variant="outline">
            Make changes
          </Button>
          <FollowUpButton paused={quote.followUpsPaused} />
          {url ? (
            <Button type="submit" name="intent" value="revoke" variant="outline">
              Turn off the link
            </Button>
          ) : null}
        </Form>
      ) : null}
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href={`/admin/quotes/${quote.id}/pdf`} className="inline-flex items-center gap-1 underline">
          <FileDown aria-hidden="true" className="size-4" />
          {quote.acceptance ? "Signed copy (PDF)" : "PDF copy"}
        </a>
        <Link to={`/admin/quotes/new/${data.lead.id}`} className="underline">
          Write another quote for {data.lead.name}
        </Link>
      </p>
    </div>
  );
}

function FollowUpButton({ paused }: { paused: boolean }) {
  return (
    <Button type="submit" name="intent" value={paused ? "resume" : "pause"} variant="outline">
      {paused ? "Turn follow-ups back on" : "Pause follow-ups"}
    </Button>
  );
}
