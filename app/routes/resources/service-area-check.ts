import { serviceAreaAnswer } from "~/features/leads/server/service-area-check.server";
import type { Route } from "./+types/service-area-check";

// Never kept by the page cache: each answer is for the place the visitor typed.
export const handle = { pageCache: false };

/** `?place=55082` or `?place=Stillwater`: whether it lies inside the service radius, as JSON. */
export function loader({ request }: Route.LoaderArgs) {
  return serviceAreaAnswer(new URL(request.url).searchParams.get("place") ?? "");
}
