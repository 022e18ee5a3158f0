import { ThanksPage, type ThanksPageContent } from "~/components/thanks/thanks-page";
import { formMessages, thanksPages } from "~/lib/form-result";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/nominate-thank-you";

export function loader() {
  const page: ThanksPageContent = {
    title: "Thank You for Your Nomination",
    badge: "Nomination received",
    message: formMessages.nominationSuccess,
    subtitle: "Your nomination is with us. Thank you for thinking of someone who deserves a hand.",
    nextSteps: [
      {
        title: "We read it",
        text: "Every nomination is read, and we may call or e-mail you with a question.",
      },
      {
        title: "We reach out",
        text: "We talk with the person you nominated before anything goes ahead, so nothing is a surprise.",
      },
      {
        title: "We let you know",
        text: "If they are chosen, we plan the work with them and keep you in the loop.",
      },
    ],
    again: { label: "Nominate Someone Else", to: "/nominate" },
  };
  return {
    page,
    meta: pageMeta({
      title: page.title,
      description: page.message,
      path: thanksPages.nomination,
      noindex: true,
    }),
  };
}

export const meta = metaFromLoader;

export default function NominateThankYou({ loaderData }: Route.ComponentProps) {
  return <ThanksPage page={loaderData.page} />;
}
