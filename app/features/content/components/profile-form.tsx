import { Save } from "lucide-react";
import { Form } from "react-router";
import { AdminPage, IssueSummary } from "~/components/admin/admin-page";
import { FormState } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import type { BusinessProfile } from "~/lib/schemas/business-profile";
import { type ProfileSectionId, profileSections } from "../profile-sections";
import { ProfileSectionFields } from "./profile-fields";

/** One section of the business profile: its fields and its own Save. */
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
  return (
    <AdminPage title={title} intro={`Shows on: ${shows}. A save shows on the whole site at once.`}>
      {/* A new revision (after a save) starts the form again from what was saved. */}
      <Form
        key={revision}
        method="post"
        noValidate={form.noValidate}
        onSubmit={form.onSubmit}
        className="space-y-5"
      >
        <input type="hidden" name="revision" value={revision} />
        <IssueSummary message={form.refusal} issues={form.issues} />
        <FormState values={form.values ?? profile} errorFor={form.errorFor}>
          <ProfileSectionFields section={section} />
        </FormState>
        <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-md sm:border">
          <Button type="submit" name="intent" value="save" size="lg" disabled={form.busy === "save"}>
            <Save aria-hidden="true" /> {form.busy === "save" ? "Saving..." : `Save ${title.toLowerCase()}`}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}
