import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { RecordHistory } from "~/components/admin/record-history";
import type { HistoryItem } from "~/lib/record-history";
import { type ProfileSectionId, profileSectionPath, profileSections } from "../profile-sections";

/**
 * The history of one section of the business profile, on a page of its own
 * (the section's form stays short for a phone): each change to its values,
 * who made it and when, and Restore, which brings back that version of this
 * section only.
 */
export function ProfileHistory({
  section,
  revision,
  history,
  timeZoneName,
}: {
  section: ProfileSectionId;
  revision: number;
  history: HistoryItem[];
  timeZoneName: string;
}) {
  const { title } = profileSections[section];
  return (
    <AdminPage
      title={`History: ${title}`}
      showRefusal
      intro={
        <Link
          to={profileSectionPath(section)}
          className="inline-flex min-h-11 items-center gap-1 font-medium underline underline-offset-2"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to {title.toLowerCase()}
        </Link>
      }
    >
      <RecordHistory
        items={history}
        revision={revision}
        timeZoneName={timeZoneName}
        restores="what this page of the profile held in that version (the rest of the profile stays as it is)"
      />
    </AdminPage>
  );
}
