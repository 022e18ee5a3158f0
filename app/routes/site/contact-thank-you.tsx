import { VisitOfferTimes } from "~/features/booking";
import { visitOfferFromUrl } from "~/features/booking/index.server";
import { ThanksPage } from "~/features/pages/components/thanks/thanks-page";
import { thanksPageData } from "~/features/pages/server/thanks-pages.server";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { getDb } from "~/server/runtime.server";
import type { Route } from "./+types/contact-thank-you";

export async function loader({ request }: Route.LoaderArgs) {
  const [page, visitOffer] = await Promise.all([
    thanksPageData("contact", request),
    visitOfferFromUrl(getDb(), request),
  ]);
  return { ...page, visitOffer };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function ContactThankYou({ loaderData }: Route.ComponentProps) {
  return (
    <ThanksPage page={loaderData.page} refusedPhotos={loaderData.refusedPhotos}>
      {loaderData.visitOffer ? <VisitOfferTimes offer={loaderData.visitOffer} /> : null}
    </ThanksPage>
  );
}
