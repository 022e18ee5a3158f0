import { ThanksPage } from "~/components/thanks/thanks-page";
import { metaFromLoader } from "~/lib/route-meta";
import { thanksPageData } from "~/server/thanks-pages.server";
import type { Route } from "./+types/nominate-thank-you";

export const loader = () => thanksPageData("nomination");

export const meta = metaFromLoader;

export default function NominateThankYou({ loaderData }: Route.ComponentProps) {
  return <ThanksPage page={loaderData.page} />;
}
