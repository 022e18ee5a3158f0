import { History, Save } from "lucide-react";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { FormState } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import type { BusinessProfile } from "~/lib/schemas/business-profile";
import { seedReadingsOf } from "~/lib/seed-readings";
import { type ProfileSectionId, profileHistoryPath, profileSections } from "../profile-sections";
import { ProfileSectionFields } from "./profile-fields";

/**
 * One section of the business profile: its fields and its own Save, what
 * was typed and not saved kept in this browser, and the way to its history
 * (a page of its own: this one stays short for a phone).
 */
export function ProfileForm({
  section,
  profile,
  revision,
}: {
  section: ProfileSectionId;
  profile: BusinessProfile;
  revision: number;
}) {
  const { title, shows, schema } = profileSections[section];
  const form = useContentForm(schema);
  const seedNotes = seedReadingsOf(profile.seedReadings, section);
  return (
    <AdminPage
      title={title}
      intro={`Shows on: ${shows}. A save shows on the whole site at once.`}
      actions={
        // As tall as the title beside it: the section stays as short as it was.
        <Link
          to={profileHistoryPath(section)}
          className="inline-flex min-h-8 items-center gap-1.5 font-medium underline underline-offset-2 sm:min-h-9"
        >
          <History className="size-4" aria-hidden="true" /> History
        </Link>
      }
    >
      {seedNotes.length > 0 ? (
        <div className="mb-4 rounded-md border border-border bg-muted/50 p-3 text-sm" data-seed-readings="">
          <p className="font-medium">
            Until you save this section, these pages keep the figures the site was launched with:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {seedNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p className="mt-1">Your first save shows the values below on every page.</p>
        </div>
      ) : null}
      <RecordForm
        form={form}
        revision={revision}
        isNew={false}
        draft={`profile:${section}`}
        actions={
          <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-md sm:border">
            <Button type="submit" name="intent" value="save" size="lg" disabled={form.busy === "save"}>
              <Save aria-hidden="true" /> {form.busy === "save" ? "Saving..." : `Save ${title.toLowerCase()}`}
            </Button>
          </div>
        }
      >
        <FormState values={form.values ?? profile} errorFor={form.errorFor}>
          <ProfileSectionFields section={section} />
        </FormState>
      </RecordForm>
    </AdminPage>
  );
}
