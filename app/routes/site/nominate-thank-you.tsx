import { ThanksPage } from "~/features/pages/components/thanks/thanks-page";
import { thanksPageData } from "~/features/pages/server/thanks-pages.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/nominate-thank-you";

export const loader = () => thanksPageData("nomination");

export const meta = metaFromLoader;

export default function NominateThankYou({ loaderData }: Route.ComponentProps) {
  return <ThanksPage page={loaderData.page} />;
}
