import { contactNextSteps } from "~/components/contact/next-steps";
import type { ThanksPageContent } from "~/components/thanks/thanks-page";
import { claims } from "~/content/site";
import { formMessages, thanksPages } from "~/lib/form-result";
import { pageMeta } from "~/lib/seo";

/** What each form's thank-you page says (see ThanksPage). */
const content: Record<keyof typeof thanksPages, () => ThanksPageContent> = {
  contact: () => ({
    title: "Thank You for Reaching Out",
    badge: "Message received",
    message: formMessages.contactSuccess,
    subtitle: `Your message is with us. You'll hear back ${claims.responseTime}.`,
    nextSteps: contactNextSteps(),
    again: { label: "Send Another Message", to: "/contact" },
  }),
  nomination: () => ({
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
  }),
};

/** A thank-you page's loader data: its text and its (noindex) meta tags. */
export function thanksPageData(form: keyof typeof thanksPages) {
  const page = content[form]();
  return {
    page,
    meta: pageMeta({ title: page.title, description: page.message, path: thanksPages[form], noindex: true }),
  };
}
