import { ArrowLeft, Home } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SiteSearchForm } from "~/features/pages/components/search/site-search-form";
import { type NotFoundAdminData, NotFoundAdminTools } from "./not-found-admin-tools";

export function NotFoundPage({
  children,
  adminTools,
}: {
  children?: ReactNode;
  adminTools?: NotFoundAdminData;
}) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-primary dark:text-blue-300">404</p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be
        mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden="true" /> Back to Home
          </Link>
        </Button>
        <Button size="lg" variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" /> Go Back
        </Button>
      </div>
      <div className="mx-auto mt-10 max-w-xl text-left">
        <p className="mb-2 text-center font-medium">Or search the site:</p>
        <SiteSearchForm id="not-found-search" />
      </div>
      {adminTools ? <NotFoundAdminTools data={adminTools} /> : null}
      {children}
    </section>
  );
}
