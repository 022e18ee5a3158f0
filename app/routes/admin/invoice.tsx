import type { AdminHandle } from "~/components/admin/admin-handle";
import { InvoiceAdminPage } from "~/features/payments/components/invoice-admin-page";
import { invoiceAdminAction, invoiceAdminData } from "~/features/payments/server/invoice-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/invoice";

export const handle: AdminHandle = { title: "Invoice", under: "money" };

export function loader({ params }: Route.LoaderArgs) {
  return invoiceAdminData(params.id);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return invoiceAdminAction(request, params.id, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminInvoice({ loaderData }: Route.ComponentProps) {
  return <InvoiceAdminPage data={loaderData} />;
}
