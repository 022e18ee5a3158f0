import { href, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";

const words: Record<number, { title: string; text: string }> = {
  403: {
    title: "This page is for the owner",
    text: "Your account works the leads; the owner looks after this part. Ask the owner if something here needs changing.",
  },
  404: {
    title: "This page does not exist",
    text: "It may have been deleted, or the address is mistyped. Everything else is where you left it.",
  },
};

/**
 * What the admin shows when one of its pages fails, inside its own frame (the
 * navigation stays): what happened in plain words and a way on. Nothing the
 * owner saved is lost by a page that failed to load.
 */
export function AdminError({ status }: { status: number }) {
  const location = useLocation();
  const known = words[status] ?? {
    title: "This page could not be loaded",
    text: "Something went wrong on the server while loading it (the database may be busy or restarting). Nothing you saved is lost. Try again in a moment.",
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{known.title}</h1>
      <p className="mt-3 text-muted-foreground">{known.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {status >= 500 ? (
          <Button asChild>
            <a href={`${location.pathname}${location.search}`}>Try again</a>
          </Button>
        ) : null}
        <Button asChild variant={status >= 500 ? "outline" : "default"}>
          <Link to={href("/admin")}>Back to the leads</Link>
        </Button>
      </div>
    </div>
  );
}
