import { type AdminSession, hasTwoFactorChallenge } from "~/features/auth/index.server";
import {
  type ContactLead,
  type LeadPage,
  type LeadTab,
  type NominationLead,
  parseLeadFilters,
} from "~/features/leads/lead-filters";
import { textTemplatesFrom } from "~/features/leads/text-messages";
import { adminMessages } from "~/lib/admin-form";
import { getDb, getMailer } from "~/server/runtime.server";
import { countLeads, leadPhotoStorage, listContacts, listNominations } from "./lead-list.server";
import { mayDeleteLeads, readMessageSettings } from "./owner-settings.server";

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
 * What /admin shows: the sign-in form (with the step, password or code), or,
 * for an admin, the dashboard with the lists the address asks for. The
 * session comes from the admin layout's middleware.
 */
export async function adminPageData(request: Request, session: AdminSession) {
  const url = new URL(request.url);
  if (session.state !== "admin") {
    const step: "code" | "password" =
      url.searchParams.get("step") === "code" && hasTwoFactorChallenge(request) ? "code" : "password";
    return { view: "login" as const, step };
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
  // Only the owner may open the business profile, where the review link is added.
  const canEditProfile = session.user.role === "owner";
  const texting = await readMessageSettings(db).then(
    ({ textTemplates }) => ({
      templates: textTemplates,
      emailReady: getMailer().mode === "smtp",
      canEditProfile,
    }),
    () => ({ templates: textTemplatesFrom(null), emailReady: getMailer().mode === "smtp", canEditProfile }),
  );
  const nominations =
    filters.tab === "nominations"
      ? await loadList(() => listNominations(db, filters), adminMessages.nominationsLoadFailed)
      : undefined;
  return {
    view: "dashboard" as const,
    user: { email: session.user.email, twoFactorEnabled: session.user.twoFactorEnabled },
    filters,
    totals: { contacts: contactsTotal, nominations: nominationsTotal },
    photoStorage,
    texting,
    /** The owner, or staff once the owner allows it on the Team page. */
    canDeleteLeads: await mayDeleteLeads(db, session.user.role),
    contacts: contacts as (LeadPage<ContactLead> & { error?: string }) | undefined,
    nominations: nominations as (LeadPage<NominationLead> & { error?: string }) | undefined,
  };
}
