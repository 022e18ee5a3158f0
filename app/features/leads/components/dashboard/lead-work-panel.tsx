import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Form, href, Link, useNavigation, useRouteLoaderData } from "react-router";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Button } from "~/components/ui/button";
import { Input, Label, Select, Textarea } from "~/components/ui/form-controls";
import { formatLeadDate } from "~/features/leads/lead-date";
import {
  type LeadTab,
  type LeadTracking,
  leadStatuses,
  leadStatusLabels,
  OWNER_NOTE_MAX,
} from "~/features/leads/lead-filters";
import { dollarsText, moneyText } from "~/lib/money";
import { useSite } from "~/lib/use-site";
import { ReviewAsk } from "./texting";

const notifyLabels: Record<LeadTracking["notifyStatus"], string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed",
  logged: "Not e-mailed (no notification address set); written to the server log",
};

/** The intent being posted for this lead, while it is under way. */
export function useBusyIntent(leadId: string): string | undefined {
  const navigation = useNavigation();
  if (navigation.state !== "submitting" || navigation.formData?.get("id") !== leadId) return undefined;
  return String(navigation.formData.get("intent"));
}

const summaryClass =
  "flex cursor-pointer list-none items-center justify-between gap-2 py-2 font-semibold [&::-webkit-details-marker]:hidden";

function Fold({
  title,
  open = false,
  children,
}: {
  title: string;
  open?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details className="group border-t border-border" open={open}>
      <summary className={summaryClass}>
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}

/** The owner's status and private note for a lead (folded, open when a note has been written). */
export function LeadStatusForm({ kind, lead }: { kind: LeadTab; lead: LeadTracking }) {
  const id = useId();
  const busy = useBusyIntent(lead.id);
  return (
    <div className="mt-4">
      <Fold
        title={lead.ownerNote ? "Status and note" : "Status and private note"}
        open={Boolean(lead.ownerNote)}
      >
        <Form method="post" preventScrollReset className="space-y-3">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={lead.id} />
          <input type="hidden" name="revision" value={lead.revision} />
          <div>
            <Label htmlFor={`${id}-status`}>Status</Label>
            <Select id={`${id}-status`} name="status" defaultValue={lead.status}>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {leadStatusLabels[status]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={`${id}-value`}>Job value in dollars (for won jobs)</Label>
            <Input
              id={`${id}-value`}
              name="jobValue"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={lead.jobValueCents === null ? "" : dollarsText(lead.jobValueCents)}
              // The same shape the server accepts: 4250, 4,250 or $4,250.50.
              pattern={"\\$?\\s*(\\d{1,3}(,\\d{3})+|\\d+)(\\.\\d{1,2})?"}
              title="Dollars, like 4250 or 4,250.50"
              aria-describedby={`${id}-value-hint`}
            />
            <p id={`${id}-value-hint`} className="mt-1 text-sm text-muted-foreground">
              Shows in Insights as revenue from where the lead came from.
            </p>
          </div>
          <div>
            <Label htmlFor={`${id}-note`}>Private note</Label>
            <Textarea
              id={`${id}-note`}
              name="note"
              defaultValue={lead.ownerNote}
              maxLength={OWNER_NOTE_MAX}
              className="min-h-24"
              placeholder="Called back, estimate booked for Tuesday..."
            />
          </div>
          <Button type="submit" disabled={busy === "update"}>
            {busy === "update" ? "Saving..." : "Save"}
          </Button>
        </Form>
      </Fold>
    </div>
  );
}

function Source({ lead, heardFrom }: { lead: LeadTracking; heardFrom?: string | null }) {
  if (heardFrom) {
    return (
      <p className="text-sm">
        Added by you. Heard of you from: <span className="font-semibold">{heardFrom}</span>
      </p>
    );
  }
  const utm = Object.entries(lead.utm);
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">Page</dt>
      <dd className="break-all">{lead.sourcePath ?? "Unknown"}</dd>
      <dt className="font-semibold">Referrer</dt>
      <dd className="break-all">{lead.referrer ?? "None (typed in or bookmarked)"}</dd>
      <dt className="font-semibold">Campaign</dt>
      <dd className="break-all">{utm.length ? utm.map(([k, v]) => `${k}=${v}`).join(", ") : "None"}</dd>
    </dl>
  );
}

/** The technical side, folded away: where the lead came from, its e-mail notification, deleting it. */
export function LeadDetails({
  kind,
  lead,
  heardFrom,
}: {
  kind: LeadTab;
  lead: LeadTracking;
  /** Where the customer heard of the business, for a lead the owner added (no e-mail went out for it). */
  heardFrom?: string | null;
}) {
  const busy = useBusyIntent(lead.id);
  const { business } = useSite();
  // The owner deletes leads; staff only once he allows it (the server checks it again).
  const canDelete =
    (useRouteLoaderData("routes/admin/index") as { canDeleteLeads?: boolean } | undefined)?.canDeleteLeads ===
    true;
  const what = canDelete ? ", delete" : "";
  return (
    <Fold title={heardFrom ? `Details: source${what}` : `Details: source, notification${what}`}>
      <div className="space-y-4">
        <div>
          <h4 className="mb-1 font-semibold">Where it came from</h4>
          <Source lead={lead} heardFrom={heardFrom} />
        </div>
        <div hidden={Boolean(heardFrom)}>
          <h4 className="mb-1 font-semibold">E-mail notification</h4>
          <p className="text-sm">
            {notifyLabels[lead.notifyStatus]}
            {lead.notifyStatus === "sent" && lead.notifiedAt
              ? ` on ${formatLeadDate(lead.notifiedAt, business.timeZone)}`
              : ""}
            {lead.notifyAttempts > 0 && lead.notifyStatus !== "sent"
              ? ` (${lead.notifyAttempts} ${lead.notifyAttempts === 1 ? "attempt" : "attempts"})`
              : ""}
          </p>
          {lead.notifyError && lead.notifyStatus !== "sent" ? (
            <p className="mt-1 text-sm break-words text-muted-foreground">Last error: {lead.notifyError}</p>
          ) : null}
          {lead.notifyStatus !== "pending" ? (
            <Form method="post" preventScrollReset className="mt-2">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="id" value={lead.id} />
              <Button type="submit" size="sm" variant="outline" disabled={busy === "resend"}>
                {busy === "resend" ? "Queuing..." : "Send notification again"}
              </Button>
            </Form>
          ) : null}
        </div>
        {canDelete ? (
          <ConfirmDelete
            label={`Delete this ${kind === "contacts" ? "submission" : "nomination"}`}
            warning="This removes everything that came with it, for good. Use it when someone asks to be forgotten."
            busy={busy === "delete"}
          >
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={lead.id} />
          </ConfirmDelete>
        ) : null}
      </div>
    </Fold>
  );
}

/**
 * Offered once a job is won: its value, and asking the customer for a review
 * (by text or e-mail, the same words for everyone) or printing the review
 * card to hand over.
 */
export function WonJobPanel({
  kind,
  lead,
  email,
  name,
}: {
  kind: LeadTab;
  lead: LeadTracking;
  email: string;
  /** Whose job (each card's panel is a region of its own name). */
  name: string;
}) {
  const busy = useBusyIntent(lead.id);
  return (
    <section
      aria-label={`Won job: ${name}`}
      className="mt-4 rounded-lg border border-border bg-muted/50 p-3 text-sm"
    >
      <p className="font-semibold">
        Won{lead.jobValueCents === null ? "" : `: ${moneyText(lead.jobValueCents)}`}
        {lead.jobValueCents === null ? (
          <span className="font-normal text-muted-foreground"> (add the job value under Status)</span>
        ) : null}
      </p>
      <ReviewAsk kind={kind} lead={lead} email={email} busy={busy} />
      <Button asChild variant="outline" className="mt-2">
        <Link to={href("/admin/review-card")}>Print a review card</Link>
      </Button>
    </section>
  );
}
