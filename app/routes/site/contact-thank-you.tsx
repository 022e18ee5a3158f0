import { ThanksPage } from "~/features/pages/components/thanks/thanks-page";
import { thanksPageData } from "~/features/pages/server/thanks-pages.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/contact-thank-you";

export const loader = ({ request }: Route.LoaderArgs) => thanksPageData("contact", request);

export const meta = metaFromLoader;

export default function ContactThankYou({ loaderData }: Route.ComponentProps) {
  return <ThanksPage page={loaderData.page} refusedPhotos={loaderData.refusedPhotos} />;
}
