import { Save } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { IssueSummary } from "./admin-page";
import { ConfirmDelete } from "./confirm-delete";
import type { ContentForm } from "./use-content-form";

/** The button row: one Save button with its words, or buttons of the record's own. */
type Submit = { saveLabel: string; actions?: never } | { actions: ReactNode; saveLabel?: never };

/**
 * The frame of a record's edit page (an opening, a testimonial, a project, a
 * post): the form, sent over the revision it was opened with, the summary of
 * what stopped a save, the fields, Save, then (for a record that exists)
 * deleting it in two steps. The form is drawn anew after each save.
 */
export function RecordForm({
  form,
  revision,
  isNew,
  multipart = false,
  onInput,
  deletion,
  after,
  children,
  ...submit
}: {
  form: ContentForm;
  revision: number;
  /** Not saved yet: nothing to delete. */
  isNew: boolean;
  /** Photos go with the form (so it works without JavaScript too). */
  multipart?: boolean;
  /** Called as the fields change (the post editor's preview follows the typing). */
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  /** What deleting says: what the first step is called, and what is lost. */
  deletion: { label: string; warning: ReactNode };
  /** Shown between the form and the delete step (the post's preview). */
  after?: ReactNode;
  children: ReactNode;
} & Submit) {
  return (
    <>
      <Form
        key={revision}
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        noValidate={form.noValidate}
        onSubmit={form.onSubmit}
        onInput={onInput}
        onChange={onInput}
        className="space-y-6"
      >
        <input type="hidden" name="revision" value={revision} />
        <IssueSummary message={form.refusal} issues={form.issues} />
        {children}
        {submit.actions ?? (
          <Button type="submit" name="intent" value="save" size="lg" disabled={form.busy === "save"}>
            <Save aria-hidden="true" /> {form.busy === "save" ? "Saving..." : submit.saveLabel}
          </Button>
        )}
      </Form>
      {after}
      {isNew ? null : (
        <div className="mt-8">
          <ConfirmDelete label={deletion.label} warning={deletion.warning} busy={form.busy === "delete"} />
        </div>
      )}
    </>
  );
}
