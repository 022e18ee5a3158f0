import { data, redirect } from "react-router";
import {
  authFailure,
  confirmEnrolment,
  disableTwoFactor,
  signIn,
  signOut,
  startEnrolment,
  verifySecondFactor,
} from "~/features/auth/index.server";
import { auditLeadChange, siteFacts } from "~/features/content/index.server";
import { leadStatusLabels } from "~/features/leads/lead-filters";
import { parseAdminAction } from "~/features/leads/schemas/dashboard";
import { getOutbox } from "~/features/leads/server/leads-runtime.server";
import { type AdminActionResult, adminMessages } from "~/lib/admin-form";
import { FormBodyError, readFormBody } from "~/server/form-body.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb, getMailer } from "~/server/runtime.server";
import { deleteLead, setLeadStatus, updateLead } from "./lead-list.server";
import { requeueNotification } from "./outbox.server";
import { mayDeleteLeads } from "./owner-settings.server";
import { askForReview } from "./review-requests.server";
import { askForReviewByText } from "./text-messages.server";

function result(status: number, body: AdminActionResult) {
  return data<AdminActionResult>(body, { status });
}

/**
 * Every post to /admin: read with a size cap, parsed by the admin schema (one
 * shape per intent), then done. Signing in and out need no session; everything
 * else needs the admin the layout's middleware found (`user`).
 */
export async function adminAction(request: Request, clientAddress: string, user: AdminUser | null) {
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch (error) {
    if (error instanceof FormBodyError) {
      return result(error.status, {
        ok: false,
        message: "This request could not be read. Please try again.",
      });
    }
    throw error;
  }
  const parsed = parseAdminAction(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Unknown action.";
    const intent = form.get("intent");
    if (intent === "login" || intent === "verify-code") {
      return authFailure(400, message, intent === "login" ? "password" : "code");
    }
    return result(400, { ok: false, message });
  }
  const action = parsed.data;
  if (action.intent === "login") return signIn(request, action, clientAddress);
  if (action.intent === "verify-code") return verifySecondFactor(request, action, clientAddress);
  if (action.intent === "logout") return signOut(request, clientAddress);

  if (!user) return result(403, { ok: false, message: adminMessages.accessDenied });
  if (action.intent === "2fa-start") return startEnrolment(request, action, clientAddress);
  if (action.intent === "2fa-confirm") return confirmEnrolment(request, action, clientAddress);
  if (action.intent === "2fa-disable") return disableTwoFactor(request, action, clientAddress);

  const gone = result(404, { ok: false, message: "That lead no longer exists." });
  const stale = result(409, {
    ok: false,
    message:
      "This lead was changed since you opened it (another tab, or another person). Nothing was saved: what you typed is still here. Reload the page to see the newer version, then make your change again.",
  });
  try {
    const db = getDb();
    // Each change is written to the Activity log (the content feature owns it and its wording).
    const logged = <T>(what: "update" | "delete" | "ask-review", change: () => Promise<T>) =>
      auditLeadChange(db, user.email, { kind: action.kind, id: action.id, action: what }, change);
    switch (action.intent) {
      case "update": {
        const saved = await logged("update", () =>
          updateLead(
            db,
            action.kind,
            action.id,
            { status: action.status, ownerNote: action.note, jobValueCents: action.jobValue },
            action.revision,
          ),
        );
        if (saved === "gone") return gone;
        if (saved === "stale") return stale;
        return result(200, { ok: true, message: "Lead updated" });
      }
      case "set-status": {
        const saved = await logged("update", () =>
          setLeadStatus(db, action.kind, action.id, action.status, action.revision),
        );
        if (saved === "gone") return gone;
        if (saved === "stale") return stale;
        return result(200, { ok: true, message: `Marked ${leadStatusLabels[action.status].toLowerCase()}` });
      }
      case "ask-review": {
        if (action.kind !== "contacts") {
          return result(400, { ok: false, message: "Review requests go to contact requests' customers." });
        }
        const facts = await siteFacts();
        const sent = await logged("ask-review", () => askForReview(db, getMailer(), facts, action.id));
        return result(sent.ok ? 200 : sent.status, { ok: sent.ok, message: sent.message });
      }
      case "text-review": {
        if (action.kind !== "contacts") {
          return result(400, { ok: false, message: "Review requests go to contact requests' customers." });
        }
        const text = await askForReviewByText(db, await siteFacts(), action.id);
        if (!text.ok) return result(text.status, { ok: false, message: text.message });
        // Noted on the lead; the answer opens the owner's messages with the text written in.
        return redirect(text.href, 303);
      }
      case "resend":
        if (
          !(await requeueNotification(db, action.kind === "contacts" ? "contact" : "nomination", action.id))
        )
          return gone;
        getOutbox()?.kick();
        return result(200, { ok: true, message: "The notification e-mail will be sent again." });
      case "delete":
        if (!(await mayDeleteLeads(db, user.role)))
          return result(403, {
            ok: false,
            message: "Only the owner can delete a lead. He can let staff do it on the Team page.",
          });
        if (!(await logged("delete", () => deleteLead(db, action.kind, action.id)))) return gone;
        return result(200, {
          ok: true,
          message: action.kind === "contacts" ? "Submission deleted" : "Nomination deleted",
        });
    }
  } catch (error) {
    console.error(`[admin] ${action.intent} failed:`, error);
    return result(503, { ok: false, message: "The change could not be saved. Please try again." });
  }
}
