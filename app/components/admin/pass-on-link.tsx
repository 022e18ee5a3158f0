import { ExternalLink, MessageSquareText } from "lucide-react";
import { useId } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";
import type { Flash, PassOnLink } from "~/lib/admin-form";
import { CopyButton } from "./copy-button";
import { ADMIN_LAYOUT_ID } from "./use-admin-messages";

/**
 * A link no e-mail carried (e-mail is not set up on the server, say), for
 * the owner to pass on himself: in a field to select and copy (it works
 * without JavaScript), a copy button, and a text message from his phone
 * when the person has a phone number.
 */
export function PassOnLinkBox({ link, children }: { link: Omit<PassOnLink, "page">; children?: string }) {
  const field = useId();
  return (
    <section
      aria-label={`Link for ${link.to}`}
      className="mb-6 rounded-xl border border-primary/40 bg-card p-4"
    >
      <p className="font-semibold">Send this link to {link.to}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {children ?? "No e-mail carried it: text it from your phone, or copy it into a message."}
      </p>
      <Label htmlFor={field} className="mt-3 block text-sm">
        Their link
      </Label>
      <Input id={field} readOnly value={link.url} className="mt-1 font-mono text-sm" />
      <div className="mt-3 flex flex-wrap gap-2">
        {link.sms ? (
          <Button asChild className="h-11">
            <a href={link.sms}>
              <MessageSquareText aria-hidden="true" /> Text it from your phone
            </a>
          </Button>
        ) : null}
        <CopyButton text={link.url} label="Copy link" />
        <Button asChild variant="outline" className="h-11">
          <a href={link.url} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" /> Open it
          </a>
        </Button>
      </div>
    </section>
  );
}

/** The link carried over the last redirect (savedRedirect's `link`), on the page it was meant for. */
export function FlashLink() {
  const flash = (useRouteLoaderData(ADMIN_LAYOUT_ID) as { flash?: Flash } | undefined)?.flash;
  const { pathname } = useLocation();
  const link = flash?.link;
  if (!link || link.page !== pathname) return null;
  return <PassOnLinkBox link={link} />;
}
