import type { ShouldRevalidateFunction } from "react-router";
import { NominatePage } from "~/components/nomination/nominate-page";
import { nominationProgram } from "~/content/programs";
import { formMessages, postOrFail } from "~/lib/form-result";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { submitNominationForm } from "~/server/lead-forms.server";
import { clientAddressContext } from "~/server/request-context.server";
import { getContent } from "~/server/runtime.server";
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
    program: nominationProgram,
  };
}

export const meta = metaFromLoader;

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
  return <NominatePage data={loaderData} />;
}
