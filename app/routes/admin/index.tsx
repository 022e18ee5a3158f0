import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { useAdminMessages } from "~/components/admin/use-admin-messages";
import { AdminLogin } from "~/features/auth/components/admin-login";
import { adminSessionContext } from "~/features/auth/server/admin-gate.server";
import { LeadVisitPanel } from "~/features/booking/components/lead-visit";
import { visitsOfLeads } from "~/features/booking/server/visits-admin.server";
import { AdminDashboard } from "~/features/leads/components/dashboard/admin-dashboard";
import { LeadExtrasProvider } from "~/features/leads/components/dashboard/lead-extras";
import { adminAction } from "~/features/leads/server/dashboard-actions.server";
import { adminPageData } from "~/features/leads/server/dashboard-page.server";
import { type AdminActionResult, adminMessages } from "~/lib/admin-form";
import { revalidateUnlessUnsent, whenUnsent } from "~/lib/unsent-post";
import { adminUserContext, clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/index";

/** /admin: the sign-in form, or for an admin the leads dashboard (spec 001 §2). */
export const handle = { title: "Admin", description: "Sign-in and leads dashboard for the site's owner." };

/** A refused sign-in's Retry-After reaches the page's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) parentHeaders.set("Retry-After", retryAfter);
  return parentHeaders;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await adminPageData(request, context.get(adminSessionContext));
  if (data.view === "login") return data;
  // Each lead's booked visit, shown on its card (the booking feature's, composed here).
  return { ...data, visits: await visitsOfLeads(data.contacts?.rows.map((lead) => lead.id) ?? []) };
}

export function action({ request, context }: Route.ActionArgs) {
  return adminAction(request, context.get(clientAddressContext), context.get(adminUserContext));
}

/** A post that never reaches the server (a dropped connection) still gets its message (spec 001 §8). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  const signingIn = intent === "login" || intent === "verify-code";
  return whenUnsent(serverAction, () => ({
    ok: false,
    unsent: true,
    message: signingIn ? adminMessages.loginFailed : adminMessages.unsent,
    step: intent === "verify-code" ? ("code" as const) : ("password" as const),
  }));
}

export const shouldRevalidate = revalidateUnlessUnsent;

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, answer } = useAdminMessages<AdminActionResult>();
  // A list that failed to load on a later visit is a toast; on the first it is written in the page.
  const first = useRef(loaderData);
  const loadError =
    loaderData.view === "dashboard"
      ? (loaderData.contacts?.error ?? loaderData.nominations?.error)
      : undefined;
  useEffect(() => {
    if (loaderData !== first.current && loadError) toast.error(loadError);
  }, [loaderData, loadError]);
  if (loaderData.view === "login") {
    return <AdminLogin step={actionData?.step ?? loaderData.step} result={answer} flash={flash} />;
  }
  const { visits } = loaderData;
  return (
    <LeadExtrasProvider value={(id) => (visits[id] ? <LeadVisitPanel visit={visits[id]} /> : null)}>
      <AdminDashboard
        data={loaderData}
        inline={{ flash, result: answer, loadError: loaderData === first.current }}
        enrolment={actionData && "enrolment" in actionData ? actionData.enrolment : undefined}
      />
    </LeadExtrasProvider>
  );
}
