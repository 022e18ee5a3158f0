import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Label, Select, Textarea } from "~/components/ui/form-controls";
import { type LeadTab, type LeadTracking, leadStatuses, leadStatusLabels, OWNER_NOTE_MAX } from "~/lib/admin";
import { formatLeadDate } from "~/lib/lead-date";

const notifyLabels: Record<LeadTracking["notifyStatus"], string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed",
  logged: "Not e-mailed (no notification address set); written to the server log",
};

/** The intent being posted for this lead, while it is under way. */
function useBusyIntent(leadId: string): string | undefined {
  const navigation = useNavigation();
  if (navigation.state !== "submitting" || navigation.formData?.get("id") !== leadId) return undefined;
  return String(navigation.formData.get("intent"));
}

function Source({ lead }: { lead: LeadTracking }) {
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

/** Where the lead came from, its e-mail notification, and the owner's status, note and delete. */
export function LeadWorkPanel({ kind, lead, who }: { kind: LeadTab; lead: LeadTracking; who: string }) {
  const id = useId();
  // Plain page posts: the answer comes back to the page (a toast, or written in without JavaScript).
  const busy = useBusyIntent(lead.id);

  return (
    <div className="mt-5 grid gap-5 border-t border-border pt-5 lg:grid-cols-2">
      <div className="space-y-4">
        <div>
          <h4 className="mb-1 font-semibold">Where it came from</h4>
          <Source lead={lead} />
        </div>
        <div>
          <h4 className="mb-1 font-semibold">E-mail notification</h4>
          <p className="text-sm">
            {notifyLabels[lead.notifyStatus]}
            {lead.notifyStatus === "sent" && lead.notifiedAt ? ` on ${formatLeadDate(lead.notifiedAt)}` : ""}
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
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-red-700 dark:text-red-300">
            Delete this {kind === "contacts" ? "submission" : "nomination"}
          </summary>
          <Form method="post" preventScrollReset className="mt-2 rounded-md border border-destructive/50 p-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={lead.id} />
            <p className="mb-2">
              This removes everything {who} sent, for good. Use it when someone asks to be forgotten.
            </p>
            <Button type="submit" size="sm" variant="destructive" disabled={busy === "delete"}>
              {busy === "delete" ? "Deleting..." : "Yes, delete it"}
            </Button>
          </Form>
        </details>
      </div>

      <Form method="post" preventScrollReset className="space-y-3">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={lead.id} />
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
        <Button type="submit" size="sm" disabled={busy === "update"}>
          {busy === "update" ? "Saving..." : "Save"}
        </Button>
      </Form>
    </div>
  );
}
