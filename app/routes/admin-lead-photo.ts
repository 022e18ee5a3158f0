import { leadPhotoResponse } from "~/server/admin-leads.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-lead-photo";

/** `/admin/leads/photos/<id>` (the photo) or `?size=thumb`: for a signed-in admin only, never cached by others. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return leadPhotoResponse(request, context.get(clientAddressContext), params.id);
}
