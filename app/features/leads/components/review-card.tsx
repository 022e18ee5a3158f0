import { Printer } from "lucide-react";
import { href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

export interface ReviewCardData {
  reviewUrl: string;
  /** The QR code of reviewUrl, as SVG markup made on the server; null without a review link. */
  qrSvg: string | null;
  businessName: string;
  phone: string;
}

/** The cards on a printed sheet (cut along the dashed lines): the first is the one shown on screen. */
const SHEET = ["first", "second", "third", "fourth"] as const;

function Card({ data, copy }: { data: ReviewCardData & { qrSvg: string }; copy: number }) {
  return (
    <div
      // Only the first card shows on screen; the sheet prints four to cut out.
      aria-hidden={copy > 0 ? true : undefined}
      className={cn(
        "flex flex-col items-center rounded-lg border-2 border-dashed border-border bg-white p-6 text-center text-neutral-900 print:break-inside-avoid print:rounded-none",
        copy > 0 && "hidden print:flex",
      )}
    >
      <p className="text-lg font-bold">Thank you for choosing {data.businessName}!</p>
      <p className="mt-1">How did we do? Point your phone's camera at the code to write a review.</p>
      <div
        role="img"
        aria-label={`QR code for ${data.reviewUrl}`}
        className="mt-4 size-44"
        // The SVG is made on the server by the qrcode package from the owner's review link.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made SVG of the owner's own link
        dangerouslySetInnerHTML={{ __html: data.qrSvg }}
      />
      <p className="mt-3 text-sm break-all">{data.reviewUrl}</p>
      <p className="mt-2 text-sm">Questions about your job? Call {data.phone}</p>
    </div>
  );
}

function PrintButton() {
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" /> Print cards
    </Button>
  );
}

/** /admin/review-card: a card with the review link's QR code, to print and hand to every customer. */
export function ReviewCard({ data }: { data: ReviewCardData }) {
  const { qrSvg } = data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8 print:max-w-none print:p-0">
      <div className="print:hidden">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Review card</h1>
        <p className="mt-2 text-muted-foreground">
          Print this page and give a card to every customer at the end of the job: the same card for everyone,
          whatever you think they will say. A sheet holds {SHEET.length} cards to cut out.
        </p>
      </div>
      {qrSvg ? (
        <>
          <div className="mt-4 print:hidden">
            <PrintButton />
          </div>
          <div className="mt-6 grid gap-6 print:mt-0 print:grid-cols-2 print:gap-0">
            {SHEET.map((name, copy) => (
              <Card key={name} data={{ ...data, qrSvg }} copy={copy} />
            ))}
          </div>
        </>
      ) : (
        <p className="mt-6 rounded-md border border-border bg-muted p-4">
          There is no review link yet. Add it in{" "}
          <Link to={href("/admin/content/profile")} className="font-semibold underline">
            Content, Business profile
          </Link>{" "}
          (the Review link field, for example your Google review link), then come back to print the cards.
        </p>
      )}
    </div>
  );
}
