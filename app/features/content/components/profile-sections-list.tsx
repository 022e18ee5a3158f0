import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";

interface SectionLink {
  id: string;
  title: string;
  shows: string;
  summary: string;
  seedReadings: string[];
  to: string;
}

/** /admin/content/profile: the profile's sections, each with what it holds now and where it shows. */
export function ProfileSectionsList({ sections }: { sections: SectionLink[] }) {
  return (
    <AdminPage
      title="Business profile"
      intro="What every page says about the business, typed once. Open a part to change it: a save shows on the whole site at once."
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={section.to}
              className="group flex h-full min-h-11 items-start justify-between gap-3 rounded-lg border border-border p-4 hover:border-primary hover:bg-muted"
            >
              <span className="min-w-0">
                <span className="block text-lg font-bold group-hover:underline">{section.title}</span>
                <span className="mt-1 block text-sm font-medium break-words">{section.summary}</span>
                <span className="mt-1 block text-sm text-muted-foreground">Shows on: {section.shows}.</span>
                {section.seedReadings.length > 0 ? (
                  <span className="mt-1 block text-sm text-muted-foreground">
                    Until your first save, the launch figures stay on {section.seedReadings.join("; ")}.
                  </span>
                ) : null}
              </span>
              <ChevronRight className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
