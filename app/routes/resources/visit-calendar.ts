import { visitCalendarDownload } from "~/features/booking/index.server";
import type { Route } from "./+types/visit-calendar";

// Never kept by the page cache: each visitor's own visit.
export const handle = { pageCache: false };

/** A visit's calendar file, behind the same signed link as its page. */
export function loader({ params }: Route.LoaderArgs) {
  return visitCalendarDownload(params.token);
}
