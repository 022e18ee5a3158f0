import { Form } from "react-router";
import { FormState, TextAreaField } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { textTemplatesSchema } from "~/features/leads/schemas/alerts";
import {
  type TextTemplates,
  textPlaceholders,
  textTemplateKeys,
  textTemplateLabels,
} from "~/features/leads/text-messages";

const hints: Record<keyof TextTemplates, string> = {
  acknowledge: "Right after a request comes in.",
  onMyWay: "When you leave for the estimate or the job.",
  followUp: "A few days after the estimate.",
  reviewRequest: "After a won job (the lead card's Ask for a review, Text).",
};

/**
 * The words of the texts the lead cards write for the owner (his phone
 * sends them), with the placeholders each customer's details fill in.
 */
export function TextTemplatesForm({ templates }: { templates: TextTemplates }) {
  const form = useContentForm(textTemplatesSchema);
  const saving = form.busy === "texts";
  // A refused save of this form comes back with its own fields; another form's does not.
  const values = form.values && "acknowledge" in form.values ? form.values : templates;
  return (
    <Form
      method="post"
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      className="mt-4"
      preventScrollReset
    >
      <div className="rounded-md border border-border bg-muted/50 p-3 text-sm">
        <p className="font-semibold">Words in braces are filled in for each customer:</p>
        <ul className="mt-1 space-y-0.5">
          {textPlaceholders.map((placeholder) => (
            <li key={placeholder.name}>
              <code className="font-semibold">{`{${placeholder.name}}`}</code>: {placeholder.means}
            </li>
          ))}
        </ul>
      </div>
      <FormState values={values} errorFor={form.errorFor}>
        <div className="mt-4 grid gap-4">
          {textTemplateKeys.map((key) => (
            <TextAreaField
              key={key}
              name={key}
              label={textTemplateLabels[key]}
              hint={`${hints[key]} Leave it empty to go back to the original words.`}
              optional
              rows={3}
            />
          ))}
        </div>
      </FormState>
      <Button
        type="submit"
        name="intent"
        value="texts"
        className="mt-4 max-sm:h-11 max-sm:w-full"
        disabled={saving}
      >
        {saving ? "Saving..." : "Save messages"}
      </Button>
    </Form>
  );
}
