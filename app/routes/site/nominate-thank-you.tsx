import { ThanksPage } from "~/features/pages/components/thanks/thanks-page";
import { thanksPageData } from "~/features/pages/server/thanks-pages.server";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/nominate-thank-you";

export const loader = () => thanksPageData("nomination");

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function NominateThankYou({ loaderData }: Route.ComponentProps) {
  return <ThanksPage page={loaderData.page} />;
}
