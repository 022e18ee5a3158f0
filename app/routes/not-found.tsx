import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  return data(
    {
      path,
      meta: pageMeta({
        title: "Page Not Found",
        description: "The page you were looking for could not be found.",
        path,
        noindex: true,
      }),
    },
    { status: 404 },
  );
}

export const meta = metaFromLoader;

export default function NotFound() {
  return <NotFoundPage />;
}
