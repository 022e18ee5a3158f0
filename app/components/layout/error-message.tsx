import { Home } from "lucide-react";
import { Button } from "~/components/ui/button";

/** What a page that failed says: in plain words, with a way back. */
export function ErrorMessage({ detail }: { detail: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Sorry, something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        An error occurred: {detail}. Please refresh the page or try again later.
      </p>
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg">
          <a href="/">
            <Home aria-hidden="true" /> Back to Home
          </a>
        </Button>
      </div>
    </section>
  );
}
