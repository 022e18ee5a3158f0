import { contactNextSteps } from "~/components/contact/next-steps";
import { ThanksPage, type ThanksPageContent } from "~/components/thanks/thanks-page";
import { claims } from "~/content/site";
import { formMessages, thanksPages } from "~/lib/form-result";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact-thank-you";

export function loader() {
  const page: ThanksPageContent = {
    title: "Thank You for Reaching Out",
    badge: "Message received",
    message: formMessages.contactSuccess,
    subtitle: `Your message is with us. You'll hear back ${claims.responseTime}.`,
    nextSteps: contactNextSteps(),
    again: { label: "Send Another Message", to: "/contact" },
  };
  return {
    page,
    meta: pageMeta({
      title: page.title,
      description: page.message,
      path: thanksPages.contact,
      noindex: true,
    }),
  };
}

export const meta = metaFromLoader;

export default function ContactThankYou({ loaderData }: Route.ComponentProps) {
  return <ThanksPage page={loaderData.page} />;
}
