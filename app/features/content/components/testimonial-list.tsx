import { Plus } from "lucide-react";
import { href, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { RecordRow } from "~/components/admin/record-row";
import { Button } from "~/components/ui/button";
import { StarRating } from "~/components/ui/star-rating";

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
export function TestimonialList({ testimonials }: { testimonials: TestimonialRow[] }) {
  return (
    <AdminPage
      title="Testimonials"
      intro="Shown in this order. Each one appears on the pages listed under it; a hidden one appears nowhere."
      actions={
        <Button asChild>
          <Link to={href("/admin/content/testimonials/:id", { id: "new" })}>
            <Plus aria-hidden="true" /> Add a testimonial
          </Link>
        </Button>
      }
    >
      <ol className="space-y-3">
        {testimonials.map((t, index) => (
          <RecordRow
            key={t.id}
            id={t.id}
            name={t.name}
            layout="card"
            label={`${t.name}, ${t.location}`}
            hidden={t.hidden}
            hiddenPill
            title={
              <>
                {t.name} <span className="font-normal text-muted-foreground">· {t.location}</span>
              </>
            }
            order={{ index, count: testimonials.length }}
            showHide="labelled"
            edit={href("/admin/content/testimonials/:id", { id: t.id })}
            below={
              <>
                <p className="mt-2 line-clamp-3 text-sm">{t.text}</p>
                <p className="mt-2 text-sm text-muted-foreground">
                  {t.shownOn.length > 0 ? `Shown on: ${t.shownOn.join(", ")}` : "Not placed on any page yet."}
                </p>
              </>
            }
          >
            <StarRating rating={t.rating} className="mt-1 text-sm" />
          </RecordRow>
        ))}
      </ol>
    </AdminPage>
  );
}
