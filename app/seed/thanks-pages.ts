import { formMessages, type thanksPages } from "~/lib/form-result";
import type { BusinessProfile } from "~/lib/schemas/business-profile";

export interface NextStep {
  title: string;
  text: string;
}

/** The steps after a contact message: on the contact page and its thank-you page. */
export const contactNextSteps = (claims: BusinessProfile["claims"]): NextStep[] => [
  {
    title: "We get back to you",
    text: `Usually ${claims.responseTime} during business hours, by phone or e-mail.`,
  },
  {
    title: "Free estimate visit",
    text: "The owner looks at the project with you. Same-day visits are often available.",
  },
  { title: "Your written quote", text: `A clear, written price ${claims.quoteTime}, with no obligation.` },
];

/** What a form's thank-you page says (see ThanksPage). */
export interface ThanksPageContent {
  title: string;
  badge: string;
  /** The form's success message (spec 001 §8). */
  message: string;
  subtitle: string;
  nextSteps: NextStep[];
  again: { label: string; to: string };
  keywords: string[];
}

export const thanksPageContent: Record<
  keyof typeof thanksPages,
  (claims: BusinessProfile["claims"]) => ThanksPageContent
> = {
  contact: (claims) => ({
    title: "Thank You for Reaching Out",
    badge: "Message received",
    message: formMessages.contactSuccess,
    subtitle: `Your message is with us. You'll hear back ${claims.responseTime}.`,
    nextSteps: contactNextSteps(claims),
    again: { label: "Send Another Message", to: "/contact" },
    keywords: ["message sent", "free painting estimate"],
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
    keywords: ["nomination received", "community painting program"],
  }),
};
