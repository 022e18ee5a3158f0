import { Save } from "lucide-react";
import { AdminPage } from "~/components/admin/admin-page";
import { FormState } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import type { HistoryItem } from "~/lib/record-history";
import type { BusinessProfile } from "~/lib/schemas/business-profile";
import { type ProfileSectionId, profileSections } from "../profile-sections";
import { ProfileSectionFields } from "./profile-fields";

/**
 * One section of the business profile: its fields and its own Save, what
 * was typed and not saved kept in this browser, and the history of the
 * section's values, each version one tap from coming back.
 */
export function ProfileForm({
  section,
  profile,
  revision,
  history,
  timeZoneName,
}: {
  section: ProfileSectionId;
  profile: BusinessProfile;
  revision: number;
  history: HistoryItem[];
  timeZoneName: string;
}) {
  const { title, shows, schema } = profileSections[section];
  const form = useContentForm(schema);
  return (
    <AdminPage title={title} intro={`Shows on: ${shows}. A save shows on the whole site at once.`}>
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
      <RecordHistory
        items={history}
        revision={revision}
        timeZoneName={timeZoneName}
        folded
        restores="what this page held in that version (the rest of the profile stays as it is)"
      />
    </AdminPage>
  );
}
