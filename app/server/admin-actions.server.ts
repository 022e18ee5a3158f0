import { data } from "react-router";
import { type AdminActionResult, adminMessages, leadStatusLabels } from "~/lib/admin";
import { parseAdminAction } from "~/lib/schemas/admin";
import { authFailure, requireAdmin, signIn, signOut, verifySecondFactor } from "./admin-auth.server";
import { deleteLead, setLeadStatus, updateLead } from "./admin-leads.server";
import { confirmEnrolment, disableTwoFactor, startEnrolment } from "./admin-two-factor.server";
import { FormBodyError, readFormBody } from "./form-body.server";
import { requeueNotification } from "./notifications.server";
import { askForReview } from "./review-requests.server";
import { getDb, getMailer, getOutbox, siteFacts } from "./runtime.server";

function result(status: number, body: AdminActionResult) {
  return data<AdminActionResult>(body, { status });
}

/**
 * Every post to /admin: read with a size cap, parsed by the admin schema (one
 * shape per intent), then done. Signing in and out need no session; everything
 * else checks the admin role again on the server first.
 */
export async function adminAction(request: Request, clientAddress: string) {
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

  try {
    await requireAdmin(request, clientAddress);
  } catch {
    return result(403, { ok: false, message: adminMessages.accessDenied });
  }
  if (action.intent === "2fa-start") return startEnrolment(request, action, clientAddress);
  if (action.intent === "2fa-confirm") return confirmEnrolment(request, action, clientAddress);
  if (action.intent === "2fa-disable") return disableTwoFactor(request, action, clientAddress);

  const gone = result(404, { ok: false, message: "That lead no longer exists." });
  try {
    const db = getDb();
    switch (action.intent) {
      case "update":
        if (
          !(await updateLead(db, action.kind, action.id, {
            status: action.status,
            ownerNote: action.note,
            jobValueCents: action.jobValue,
          }))
        )
          return gone;
        return result(200, { ok: true, message: "Lead updated" });
      case "set-status":
        if (!(await setLeadStatus(db, action.kind, action.id, action.status))) return gone;
        return result(200, { ok: true, message: `Marked ${leadStatusLabels[action.status].toLowerCase()}` });
      case "ask-review": {
        if (action.kind !== "contacts") {
          return result(400, { ok: false, message: "Review requests go to contact requests' customers." });
        }
        const sent = await askForReview(db, getMailer(), await siteFacts(), action.id);
        return result(sent.ok ? 200 : sent.status, { ok: sent.ok, message: sent.message });
      }
      case "resend":
        if (
          !(await requeueNotification(db, action.kind === "contacts" ? "contact" : "nomination", action.id))
        )
          return gone;
        getOutbox()?.kick();
        return result(200, { ok: true, message: "The notification e-mail will be sent again." });
      case "delete":
        if (!(await deleteLead(db, action.kind, action.id))) return gone;
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
