import { Eye, EyeOff, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { Button } from "~/components/ui/button";
import { StarRating } from "~/components/ui/star-rating";
import { ContentPage } from "./content-page";
import { MoveButtons, RowButton } from "./row-button";

export interface TestimonialRow {
  id: string;
  name: string;
  location: string;
  rating: number;
  text: string;
  hidden: boolean;
  shownOn: string[];
}

/** Testimonials in the order the site shows them, with what the owner can do to each. */
export function TestimonialList({
  testimonials,
  flash,
}: {
  testimonials: TestimonialRow[];
  flash?: { message: string; kind: "success" | "error" };
}) {
  return (
    <ContentPage
      title="Testimonials"
      intro="Shown in this order. Each one appears on the pages listed under it; a hidden one appears nowhere."
      actions={
        <Button asChild>
          <Link to="/admin/content/testimonials/new">
            <Plus aria-hidden="true" /> Add a testimonial
          </Link>
        </Button>
      }
    >
      {flash ? (
        <AdminNotice kind={flash.kind} className="mb-6">
          {flash.message}
        </AdminNotice>
      ) : null}
      <ol className="space-y-3">
        {testimonials.map((t, index) => (
          <li
            key={t.id}
            className={`rounded-lg border border-border p-4 ${t.hidden ? "bg-muted" : ""}`}
            aria-label={`${t.name}, ${t.location}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {t.name} <span className="font-normal text-muted-foreground">· {t.location}</span>
                  {t.hidden ? (
                    <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
                      Hidden
                    </span>
                  ) : null}
                </p>
                <StarRating rating={t.rating} className="mt-1 text-sm" />
              </div>
              <div className="flex flex-wrap gap-2">
                <MoveButtons id={t.id} name={t.name} index={index} count={testimonials.length} />
                <RowButton
                  id={t.id}
                  intent={t.hidden ? "show" : "hide"}
                  label={`${t.hidden ? "Show" : "Hide"} ${t.name}`}
                >
                  {t.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                  <span aria-hidden="true">{t.hidden ? "Show" : "Hide"}</span>
                </RowButton>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/admin/content/testimonials/${t.id}`}>
                    <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {t.name}</span>
                  </Link>
                </Button>
              </div>
            </div>
            <p className="mt-2 line-clamp-3 text-sm">{t.text}</p>
            <p className="mt-2 text-sm text-muted-foreground">
              {t.shownOn.length > 0 ? `Shown on: ${t.shownOn.join(", ")}` : "Not placed on any page yet."}
            </p>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
