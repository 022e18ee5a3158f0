import { data } from "react-router";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { AdminLogin } from "~/components/admin/admin-login";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import {
  type AdminActionResult,
  adminMessages,
  type ContactLead,
  isLeadStatus,
  type LeadPage,
  type LeadTab,
  type NominationLead,
  OWNER_NOTE_MAX,
  parseLeadFilters,
} from "~/lib/admin";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import {
  clearFlashHeader,
  readAdminSession,
  readFlash,
  requireAdmin,
  signIn,
  signOut,
  verifySecondFactor,
} from "~/server/admin-auth.server";
import {
  countLeads,
  deleteLead,
  isLeadId,
  listContacts,
  listNominations,
  updateLead,
} from "~/server/admin-leads.server";
import { confirmEnrolment, disableTwoFactor, startEnrolment } from "~/server/admin-two-factor.server";
import { FormBodyError, readFormBody } from "~/server/form-body.server";
import { requeueNotification } from "~/server/notifications.server";
import { clientAddressContext } from "~/server/request-context.server";
import { getDb, getOutbox } from "~/server/runtime.server";
import type { Route } from "./+types/admin";

/** The admin page shows toasts (the root mounts the toaster only where asked). */
export const handle = { toasts: true };

const adminMeta = () =>
  pageMeta({
    title: "Admin",
    description: "Sign-in and leads dashboard for the site's owner.",
    path: "/admin",
    noindex: true,
  });

/** Nothing behind the sign-in is ever cached, and the flash and auth cookies reach the browser. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) merged.append("Set-Cookie", cookie);
    const retryAfter = source.get("Retry-After");
    if (retryAfter) merged.set("Retry-After", retryAfter);
  }
  return merged;
};

function hasTwoFactorChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*two_factor=/.test(request.headers.get("Cookie") ?? "");
}

async function loadList<T>(load: () => Promise<LeadPage<T>>, failure: string) {
  try {
    return { ...(await load()), error: undefined };
  } catch (error) {
    console.error(`[admin] ${failure}:`, error);
    return { rows: [] as T[], matching: 0, error: failure };
  }
}

async function loadCount(tab: LeadTab): Promise<number | undefined> {
  try {
    return await countLeads(getDb(), tab);
  } catch {
    return undefined;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const clientAddress = context.get(clientAddressContext);
  const url = new URL(request.url);
  const headers = new Headers();
  let flash = await readFlash(request);
  if (flash) headers.append("Set-Cookie", await clearFlashHeader());

  const session = await readAdminSession(request, clientAddress);
  if (session.state !== "admin") {
    if (session.state === "denied") {
      for (const cookie of session.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      flash = { message: adminMessages.accessDenied, kind: "error" };
    }
    const step: "code" | "password" =
      url.searchParams.get("step") === "code" && hasTwoFactorChallenge(request) ? "code" : "password";
    return data({ meta: adminMeta(), view: "login" as const, step, flash }, { headers });
  }

  const filters = parseLeadFilters(url.searchParams);
  const db = getDb();
  const [contactsTotal, nominationsTotal] = await Promise.all([
    loadCount("contacts"),
    loadCount("nominations"),
  ]);
  const contacts =
    filters.tab === "contacts"
      ? await loadList(() => listContacts(db, filters), adminMessages.contactsLoadFailed)
      : undefined;
  const nominations =
    filters.tab === "nominations"
      ? await loadList(() => listNominations(db, filters), adminMessages.nominationsLoadFailed)
      : undefined;
  return data(
    {
      meta: adminMeta(),
      view: "dashboard" as const,
      flash,
      user: { email: session.user.email, twoFactorEnabled: session.user.twoFactorEnabled },
      filters,
      totals: { contacts: contactsTotal, nominations: nominationsTotal },
      contacts: contacts as (LeadPage<ContactLead> & { error?: string }) | undefined,
      nominations: nominations as (LeadPage<NominationLead> & { error?: string }) | undefined,
    },
    { headers },
  );
}

export const meta = metaFromLoader;

function result(status: number, body: AdminActionResult) {
  return data<AdminActionResult>(body, { status });
}

function leadTab(value: FormDataEntryValue | null): LeadTab | undefined {
  return value === "contacts" || value === "nominations" ? value : undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  const clientAddress = context.get(clientAddressContext);
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
  const intent = form.get("intent");
  if (intent === "login") return signIn(request, form, clientAddress);
  if (intent === "verify-code") return verifySecondFactor(request, form, clientAddress);
  if (intent === "logout") return signOut(request, clientAddress);

  // Everything below works on leads or the account: the admin role is checked again here.
  try {
    await requireAdmin(request, clientAddress);
  } catch {
    return result(403, { ok: false, message: adminMessages.accessDenied });
  }

  if (intent === "2fa-start") return startEnrolment(request, form, clientAddress);
  if (intent === "2fa-confirm") return confirmEnrolment(request, form, clientAddress);
  if (intent === "2fa-disable") return disableTwoFactor(request, form, clientAddress);

  const tab = leadTab(form.get("kind"));
  const id = form.get("id");
  if (!tab || !isLeadId(id)) return result(400, { ok: false, message: "That lead could not be found." });
  const gone = result(404, { ok: false, message: "That lead no longer exists." });
  try {
    const db = getDb();
    if (intent === "update") {
      const status = form.get("status");
      const note = String(form.get("note") ?? "").trim();
      if (!isLeadStatus(status)) return result(400, { ok: false, message: "Choose a status." });
      if (note.length > OWNER_NOTE_MAX) {
        return result(400, { ok: false, message: `Notes must be less than ${OWNER_NOTE_MAX} characters.` });
      }
      if (!(await updateLead(db, tab, id, { status, ownerNote: note }))) return gone;
      return result(200, { ok: true, message: "Lead updated" });
    }
    if (intent === "resend") {
      if (!(await requeueNotification(db, tab === "contacts" ? "contact" : "nomination", id))) return gone;
      getOutbox()?.kick();
      return result(200, { ok: true, message: "The notification e-mail will be sent again." });
    }
    if (intent === "delete") {
      if (!(await deleteLead(db, tab, id))) return gone;
      return result(200, {
        ok: true,
        message: tab === "contacts" ? "Submission deleted" : "Nomination deleted",
      });
    }
  } catch (error) {
    console.error(`[admin] ${String(intent)} failed:`, error);
    return result(503, { ok: false, message: "The change could not be saved. Please try again." });
  }
  return result(400, { ok: false, message: "Unknown action." });
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  const flash = inline.loader ? loaderData.flash : undefined;
  const result = inline.action ? actionData : undefined;
  if (loaderData.view === "login") {
    const step = actionData?.step ?? loaderData.step;
    return <AdminLogin step={step} result={result} flash={flash} />;
  }
  return (
    <AdminDashboard
      data={loaderData}
      inline={{ flash, result, loadError: inline.loader }}
      enrolment={actionData && "enrolment" in actionData ? actionData.enrolment : undefined}
    />
  );
}
