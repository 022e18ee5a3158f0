import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Page Not Found",
    description: "The page you were looking for could not be found.",
    path: loaderData?.path ?? "/404",
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundPage />;
}
