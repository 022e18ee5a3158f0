import type { AdminHandle } from "~/components/admin/admin-handle";
import { DevicesPage } from "~/features/auth/components/devices-page";
import { devicesAction, devicesPageData } from "~/features/auth/server/devices.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/devices";

/** /admin/devices: where the person signed in is signed in (owner or staff, each their own). */
export const handle: AdminHandle = {
  title: "Signed-in devices",
  description: "The phones and computers signed in to your account.",
};

export function loader({ request, context }: Route.LoaderArgs) {
  return devicesPageData(request, context.get(clientAddressContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return devicesAction(request, context.get(clientAddressContext));
}

export default function AdminDevices({ loaderData }: Route.ComponentProps) {
  return <DevicesPage devices={loaderData.devices} />;
}
