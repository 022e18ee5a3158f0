import { ChevronDown } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AdminPage, FieldGroup } from "~/components/admin/admin-page";
import { CheckboxField, FormState, TextAreaField, TextField } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { type FaqEntryFields, faqEntrySchema } from "~/features/content/schemas";
import { type FactSource, fillFacts } from "~/lib/facts";
import type { HistoryItem } from "~/lib/record-history";
import { FactWords } from "./fact-words";

export interface FaqFormData {
  isNew: boolean;
  /** The question's id; none for a new one. */
  id?: string;
  page: { name: "faq" | "contact"; title: string; path: string; about: string };
  entry: FaqEntryFields;
  revision: number;
  timeZoneName: string;
  /** What an answer can quote of the profile ({warrantyYears}, {businessName}), for the preview. */
  facts: FactSource;
  history: HistoryItem[];
}

/** A question on the FAQ page or the contact page: the question, its answer, a preview, and its history. */
export function FaqForm({ data }: { data: FaqFormData }) {
  const form = useContentForm(faqEntrySchema);
  const shown = (form.values as Partial<FaqEntryFields> | undefined) ?? data.entry;
  const [typed, setTyped] = useState<{ question: string; answer: string } | null>(null);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const fields = new FormData(event.currentTarget);
    setTyped({ question: String(fields.get("question") ?? ""), answer: String(fields.get("answer") ?? "") });
  };
  const preview = typed ?? { question: shown.question ?? "", answer: shown.answer ?? "" };
  return (
    <AdminPage
      title={data.isNew ? `New question for the ${data.page.title}` : data.entry.question}
      intro={data.page.about}
    >
      <RecordForm
        form={form}
        revision={data.revision}
        saveLabel="Save question"
        isNew={data.isNew}
        onInput={onInput}
        draft={`faq:${data.id ?? `new-${data.page.name}`}`}
        deletion={{
          label: "Delete this question",
          warning:
            "It is removed from the page for good. To take it off the page for now, tick Hidden instead.",
        }}
        after={<AnswerPreview question={preview.question} answer={fillFacts(preview.answer, data.facts)} />}
      >
        <input type="hidden" name="page" value={data.page.name} />
        <FormState values={shown} errorFor={form.errorFor}>
          <FieldGroup title={`On the ${data.page.title}`}>
            <TextField name="question" label="Question" wide />
            <TextAreaField
              name="answer"
              label="Answer"
              rows={9}
              wide
              hint={
                <>
                  Plain text: leave a blank line to start a new paragraph. To quote your business profile,
                  write one of these words in braces: <FactWords />. The page fills it in and follows the
                  profile.
                </>
              }
            />
            <CheckboxField name="hidden" label="Hidden" hint="Kept here, but not shown on the page." />
          </FieldGroup>
        </FormState>
      </RecordForm>
      {data.isNew ? null : (
        <RecordHistory items={data.history} revision={data.revision} timeZoneName={data.timeZoneName} />
      )}
    </AdminPage>
  );
}

/** The question as the page will show it, opened, following the typing. */
function AnswerPreview({ question, answer }: { question: string; answer: string }) {
  return (
    <section aria-labelledby="preview-heading" className="mt-10">
      <h2 id="preview-heading" className="text-xl font-bold">
        Preview
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">How the page will show it once saved.</p>
      <div className="mt-3 rounded-xl border border-border bg-card shadow-sm">
        <div className="flex items-center justify-between gap-4 p-5">
          <p className="text-lg font-semibold">{question || "Your question"}</p>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 rotate-180" />
        </div>
        <div className="space-y-4 px-5 pb-5 text-muted-foreground">
          {(answer || "Your answer").split(/\n\s*\n/).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one answer, in their order, as typed
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
