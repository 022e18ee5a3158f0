import { CheckCircle2, FileDown, Printer } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { ErrorNote } from "~/components/forms/error-note";
import { UnsentAlert } from "~/components/forms/unsent-alert";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, Textarea } from "~/components/ui/form-controls";
import { moneyText } from "~/lib/money";
import { isUnsent, type Unsent } from "~/lib/unsent-post";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/use-site";
import type { DepositInstructions, QuoteView } from "../quote-view";
import { QuoteOptions } from "./quote-options";

export interface QuotePageData {
  quote: QuoteView;
  customerName: string;
  expired: boolean;
  /** Where the quote's PDF copy is (the signed copy once accepted). */
  pdfPath: string;
  /** Once accepted: how to pay the deposit. */
  deposit?: DepositInstructions;
}

type Answer = { ok: false; message: string; field?: string } | undefined;

function longDate(iso: string | null, timeZone: string): string {
  return iso ? new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "long" }).format(new Date(iso)) : "";
}

/** /quote/<key>: the quote the owner sent, to read, print, accept or decline. */
export function QuotePage({ data }: { data: QuotePageData }) {
  const { quote, customerName, expired } = data;
  const { business, telHref } = useSite();
  const reply = useActionData() as Answer | Unsent;
  const answer = isUnsent(reply) ? undefined : reply;
  const open = quote.status === "sent" && !expired;
  const date = (iso: string | null) => longDate(iso, business.timeZone);
  return (
    <Section>
      <div className="mx-auto max-w-5xl">
        <p className="text-sm text-muted-foreground">
          {business.name} · {business.phone.display}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">
          Quote {quote.number}
          {quote.title ? `: ${quote.title}` : ""}
        </h1>
        <p className="mt-2 text-muted-foreground">
          For {customerName}
          {quote.sentAt ? ` · Sent ${date(quote.sentAt)}` : ""}
          {quote.expiresAt && open ? ` · Prices hold until ${date(quote.expiresAt)}` : ""}
        </p>
        <Status data={data} date={date} telHref={telHref} />
        <UnsentAlert unsent={isUnsent(reply)} />
        {answer && !answer.ok ? <ErrorNote>{answer.message}</ErrorNote> : null}
        {open ? (
          <AcceptForm quote={quote} answer={answer} />
        ) : (
          <div className="mt-6">
            <QuoteOptions quote={quote} choosing={false} />
          </div>
        )}
        <Terms quote={quote} payment={!data.deposit} />
        {open ? <DeclineForm quote={quote} /> : null}
        <Copies pdfPath={data.pdfPath} signed={quote.status === "accepted"} />
      </div>
    </Section>
  );
}

function Status({
  data,
  date,
  telHref,
}: {
  data: QuotePageData;
  date: (iso: string | null) => string;
  telHref: string;
}) {
  const { quote, expired } = data;
  if (quote.status === "accepted" && quote.acceptance) {
    const a = quote.acceptance;
    return (
      <div className="mt-6 rounded-lg border border-green-700/40 bg-green-50 p-4 text-green-950 dark:bg-green-950 dark:text-green-50">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5" /> Accepted by {a.fullName} on {date(a.at)}
        </p>
        <p className="mt-1">
          {a.optionName}: {moneyText(a.totalCents)}, deposit {moneyText(a.depositCents)}. Thank you! We will
          be in touch to set the start date.
        </p>
        {data.deposit ? (
          <div className="mt-3">
            <h2 className="font-semibold">How to pay the deposit</h2>
            <p className="mt-1 whitespace-pre-line">{data.deposit.text}</p>
            {data.deposit.kind === "link" ? (
              <Button asChild className="mt-2">
                <a href={data.deposit.url}>{data.deposit.label}</a>
              </Button>
            ) : null}
          </div>
        ) : null}
        <p className="mt-2 break-all text-xs">Record of what was accepted (SHA-256): {a.fingerprint}</p>
      </div>
    );
  }
  if (quote.status === "declined") {
    return (
      <p className="mt-6 rounded-lg border border-border bg-muted p-4">
        You declined this quote. Thank you for letting us know.
      </p>
    );
  }
  if (quote.status === "expired" || expired) {
    return (
      <p className="mt-6 rounded-lg border border-border bg-muted p-4">
        This quote expired on {date(quote.expiresAt)}. Prices change with the seasons:{" "}
        <a href={telHref} className="font-semibold underline">
          call us
        </a>{" "}
        and we will gladly update it.
      </p>
    );
  }
  return null;
}

function AcceptForm({ quote, answer }: { quote: QuoteView; answer: Answer }) {
  const busy = useNavigation().state === "submitting";
  const nameError = answer?.field === "fullName" ? answer.message : undefined;
  const consentError = answer?.field === "consent" ? answer.message : undefined;
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="quoteId" value={quote.id} />
      <QuoteOptions quote={quote} choosing />
      <div className="mt-6 max-w-xl rounded-xl border border-border bg-card p-4 sm:p-5 print:hidden">
        <h2 className="text-xl font-semibold">Accept the quote</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Choose an option above, tick any extras you want, then type your name.
        </p>
        <div className="mt-4 space-y-1">
          <Label htmlFor="fullName">Your full name</Label>
          <Input
            id="fullName"
            name="fullName"
            autoComplete="name"
            required
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "fullName-error" : undefined}
          />
          <FieldError id="fullName-error">{nameError}</FieldError>
        </div>
        <div className="mt-4 flex items-start gap-3">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            required
            aria-describedby={consentError ? "consent-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <Label htmlFor="consent" className="font-normal">
            I accept this quote, the option I chose and its terms. Typing my name counts as my signature.
          </Label>
        </div>
        <FieldError id="consent-error">{consentError}</FieldError>
        <Button type="submit" name="intent" value="accept" size="lg" className="mt-5" disabled={busy}>
          Accept quote
        </Button>
      </div>
    </Form>
  );
}

/** The quote's words; the payment terms left out once "How to pay the deposit" says them. */
function Terms({ quote, payment }: { quote: QuoteView; payment: boolean }) {
  const parts = [
    ["Notes", quote.notes],
    ["Not included", quote.exclusions],
    ["Warranty", quote.warranty],
    ["Deposit and payment", payment ? quote.paymentTerms : ""],
  ].filter(([, text]) => text);
  if (parts.length === 0) return null;
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      {parts.map(([title, text]) => (
        <section key={title}>
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="mt-1 whitespace-pre-line text-muted-foreground">{text}</p>
        </section>
      ))}
    </div>
  );
}

function DeclineForm({ quote }: { quote: QuoteView }) {
  return (
    <details className="mt-8 max-w-xl rounded-lg border border-border p-4 print:hidden">
      <summary className="cursor-pointer font-semibold">Not going ahead?</summary>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="quoteId" value={quote.id} />
        <Label htmlFor="reason">What made you decide? (optional)</Label>
        <Textarea id="reason" name="reason" rows={3} />
        <Button type="submit" name="intent" value="decline" variant="outline">
          Decline quote
        </Button>
      </Form>
    </details>
  );
}

/**
 * The PDF copy (made on the server, so it works without JavaScript) and
 * printing, which is the browser's own (the print styles leave out the forms).
 */
function Copies({ pdfPath, signed }: { pdfPath: string; signed: boolean }) {
  const hydrated = useHydrated();
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3 print:hidden">
      <Button asChild variant="outline">
        <a href={pdfPath}>
          <FileDown aria-hidden="true" /> {signed ? "Signed copy (PDF)" : "PDF copy"}
        </a>
      </Button>
      {hydrated ? (
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print
        </Button>
      ) : null}
    </div>
  );
}
