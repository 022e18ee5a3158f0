import type { ShouldRevalidateFunction } from "react-router";
import { VisitOfferTimes } from "~/features/booking";
import { visitOfferForLead } from "~/features/booking/index.server";
import { getContent } from "~/features/content/server/content-runtime.server";
import { ContactForm } from "~/features/leads/components/contact/contact-form";
import { sendWithProgress } from "~/features/leads/send-with-progress";
import { submitContactForm } from "~/features/leads/server/lead-forms.server";
import { ContactPage } from "~/features/pages/components/contact/contact-page";
import { contactPageData } from "~/features/pages/server/contact-page.server";
import { formMessages, postOrFail } from "~/lib/form-result";
import { metaFromLoader } from "~/lib/route-meta";
import { clientAddressContext } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import type { Route } from "./+types/contact";

/** The next free visit times, offered once the request is stored (when visits are booked here). */
const offerVisit = (leadId: string) => visitOfferForLead(getDb(), leadId);

/** The action's headers (Retry-After on a rate-limit refusal) reach the page's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader() {
  return contactPageData(await getContent());
}

/** The page's data never changes: a form post does not reload it (nor fail on a dropped connection). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export const meta = metaFromLoader;
// A page with real client state: its scripts start once it has painted (decision 0030).

export function action({ request, context }: Route.ActionArgs) {
  return submitContactForm(request, context.get(clientAddressContext), "page", offerVisit);
}

/**
 * A request with photos is sent with a progress bar (to /contact/send, which
 * answers the same in JSON); one without goes to the action as usual.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const photos = form.getAll("photos").some((value) => value instanceof File && value.name !== "");
  if (photos) return sendWithProgress("/contact/send", form, formMessages.contactFailure);
  return postOrFail(serverAction, formMessages.contactFailure);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <ContactPage
      data={loaderData}
      form={<ContactForm visitOffer={(offer) => <VisitOfferTimes offer={offer} />} />}
    />
  );
}
