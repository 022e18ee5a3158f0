import { data } from "react-router";
import {
  adminMessages,
  type ContactLead,
  type LeadPage,
  type LeadTab,
  type NominationLead,
  parseLeadFilters,
} from "~/lib/admin";
import { pageMeta } from "~/lib/seo";
import { clearFlashHeader, readAdminSession, readFlash } from "./admin-auth.server";
import { countLeads, leadPhotoStorage, listContacts, listNominations } from "./admin-leads.server";
import { getContent, getDb } from "./runtime.server";

const adminMeta = async () =>
  pageMeta((await getContent()).site, {
    title: "Admin",
    description: "Sign-in and leads dashboard for the site's owner.",
    path: "/admin",
    keywords: ["admin", "leads dashboard"],
    noindex: true,
  });

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

/**
 * What /admin shows: the sign-in form (with the step, password or code, and
 * any message carried over a redirect), or, for an admin, the dashboard with
 * the lists the address asks for.
 */
export async function adminPageData(request: Request, clientAddress: string) {
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
    return data({ meta: await adminMeta(), view: "login" as const, step, flash }, { headers });
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
  const photoStorage =
    filters.tab === "contacts" ? await leadPhotoStorage(db).catch(() => undefined) : undefined;
  const nominations =
    filters.tab === "nominations"
      ? await loadList(() => listNominations(db, filters), adminMessages.nominationsLoadFailed)
      : undefined;
  return data(
    {
      meta: await adminMeta(),
      view: "dashboard" as const,
      flash,
      user: { email: session.user.email, twoFactorEnabled: session.user.twoFactorEnabled },
      filters,
      totals: { contacts: contactsTotal, nominations: nominationsTotal },
      photoStorage,
      contacts: contacts as (LeadPage<ContactLead> & { error?: string }) | undefined,
      nominations: nominations as (LeadPage<NominationLead> & { error?: string }) | undefined,
    },
    { headers },
  );
}
