import type { ShouldRevalidateFunction } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import { NominationForm } from "~/features/leads/components/nomination-form";
import { submitNominationForm } from "~/features/leads/server/lead-forms.server";
import { NominatePage } from "~/features/pages/components/nomination/nominate-page";
import { fillFactsIn } from "~/lib/facts";
import { formMessages, postOrFail } from "~/lib/form-result";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { nominationProgram } from "~/seed/programs";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/nominate";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Nominate", path: "/nominate" },
];

/** The action's headers (Retry-After on a rate-limit refusal) reach the page's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader() {
  const { site } = await getContent();
  return {
    meta: pageMeta(site, {
      title: "Nominate a Neighbor for Free Painting",
      description:
        "Know someone in the Twin Cities whose home could use a fresh coat of paint? Nominate them for our community program and tell us their story.",
      path: "/nominate",
      keywords: ["free painting program", "nominate a neighbor", "community give-back Twin Cities"],
      jsonLd: [breadcrumbJsonLd(site, crumbs)],
    }),
    crumbs,
    // Text the page shows, sent as data rather than bundled into its script.
    program: fillFactsIn(nominationProgram, site),
  };
}

export const meta = metaFromLoader;
// A page with real client state: its scripts start once it has painted (decision 0030).

/** The page's data never changes: a form post does not reload it (nor fail on a dropped connection). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export function action({ request, context }: Route.ActionArgs) {
  return submitNominationForm(request, context.get(clientAddressContext));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postOrFail(serverAction, formMessages.nominationFailure);
}

export default function Nominate({ loaderData }: Route.ComponentProps) {
  return <NominatePage data={loaderData} form={<NominationForm />} />;
}
