import { ThanksPage } from "~/components/thanks/thanks-page";
import { metaFromLoader } from "~/lib/route-meta";
import { thanksPageData } from "~/server/thanks-pages.server";
import type { Route } from "./+types/contact-thank-you";

export const loader = () => thanksPageData("contact");

export const meta = metaFromLoader;

export default function ContactThankYou({ loaderData }: Route.ComponentProps) {
  return <ThanksPage page={loaderData.page} />;
}
