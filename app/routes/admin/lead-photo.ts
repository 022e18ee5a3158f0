import { teamOnly } from "~/features/auth/server/admin-gate.server";
import { leadPhotoResponse } from "~/features/leads/server/lead-list.server";
import type { Route } from "./+types/lead-photo";

/** Anyone outside the team gets the same 404 as for a photo that does not exist. */
export const middleware: Route.MiddlewareFunction[] = [teamOnly("not-found")];

/** `/admin/leads/photos/<id>` (the photo) or `?size=thumb`: for a signed-in admin only, never cached by others. */
export function loader({ request, params }: Route.LoaderArgs) {
  return leadPhotoResponse(request, params.id);
}
