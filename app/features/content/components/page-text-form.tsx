import { type FormEvent, useState } from "react";
import { AdminPage, FieldGroup } from "~/components/admin/admin-page";
import { FormState, TextAreaField, TextField } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { type TextKey, textBlockSchema } from "~/features/content/page-texts";
import { type FactSource, fillFacts } from "~/lib/facts";
import type { HistoryItem } from "~/lib/record-history";
import { FactWords } from "./fact-words";

export interface PageTextFormData {
  key: TextKey;
  title: string;
  where: string;
  page: { name: string; path: string };
  kind: "line" | "text" | "paragraphs";
  max: number;
  /** The block as its field shows it (paragraphs with a blank line between them). */
  text: string;
  revision: number;
  history: HistoryItem[];
  timeZoneName: string;
  facts: FactSource;
}

/** One block of a page's running text: its words, a preview as the page will show them, and its history. */
export function PageTextForm({ data }: { data: PageTextFormData }) {
  const form = useContentForm(textBlockSchema(data.key));
  const shown = (form.values as { value?: string } | undefined)?.value ?? data.text;
  const [typed, setTyped] = useState<string | null>(null);
  const onInput = (event: FormEvent<HTMLFormElement>) =>
    setTyped(String(new FormData(event.currentTarget).get("value") ?? ""));
  const preview = fillFacts(typed ?? shown, data.facts)
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== "");
  const hint = (
    <>
      {data.kind === "paragraphs" ? "Leave a blank line between paragraphs. " : null}
      Up to {data.max} characters{data.kind === "paragraphs" ? " a paragraph" : ""}. Names and figures from
      your business profile: write <FactWords />.
    </>
  );
  return (
    <AdminPage title={`${data.page.name}: ${data.title}`} intro={data.where}>
      <RecordForm
        form={form}
        revision={data.revision}
        saveLabel="Save text"
        isNew={false}
        onInput={onInput}
        draft={`text:${data.key}`}
        after={
          <section aria-labelledby="preview-heading" className="mt-10">
            <h2 id="preview-heading" className="text-xl font-bold">
              Preview
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              How the {data.page.name.toLowerCase()} will show it once saved.
            </p>
            <div className="mt-3 space-y-4 rounded-xl border border-border bg-card p-5 text-lg text-muted-foreground">
              {preview.map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs as typed, in their order
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
        }
      >
        <FormState values={{ value: shown }} errorFor={form.errorFor}>
          <FieldGroup title={data.title}>
            {data.kind === "line" ? (
              <TextField name="value" label="Text" wide hint={hint} />
            ) : (
              <TextAreaField
                name="value"
                label="Text"
                rows={data.kind === "text" ? 5 : 14}
                wide
                hint={hint}
              />
            )}
          </FieldGroup>
        </FormState>
      </RecordForm>
      <RecordHistory items={data.history} revision={data.revision} timeZoneName={data.timeZoneName} />
    </AdminPage>
  );
}
