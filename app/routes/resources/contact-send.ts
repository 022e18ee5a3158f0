import { visitOfferForLead } from "~/features/booking/index.server";
import { submitContactForm } from "~/features/leads/server/lead-forms.server";
import { clientAddressContext } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import type { Route } from "./+types/contact-send";

// Never kept by the page cache: a form's post, answered for its sender.
export const handle = { pageCache: false };

/** The contact form sent by its script with photos: the same checks and storage as /contact, answered in JSON. */
export function action({ request, context }: Route.ActionArgs) {
  return submitContactForm(request, context.get(clientAddressContext), "json", (leadId) =>
    visitOfferForLead(getDb(), leadId),
  );
}
