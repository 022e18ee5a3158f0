import { type FormEvent, type ReactNode, useState } from "react";
import { AdminPage, FieldGroup } from "~/components/admin/admin-page";
import { FormState, TextAreaField, TextField } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { RowList } from "~/components/admin/row-list";
import { useContentForm } from "~/components/admin/use-content-form";
import { contentIconChoices } from "~/features/content/icon-choices";
import {
  type RowField,
  type TextKey,
  type TextKind,
  type TextRow,
  textBlockSchema,
} from "~/features/content/page-texts";
import type { FactSource } from "~/lib/facts";
import type { HistoryItem } from "~/lib/record-history";
import { FactWords } from "./fact-words";
import { PageTextPreview, type TypedText } from "./page-text-preview";

export interface PageTextFormData {
  key: TextKey;
  title: string;
  where: string;
  page: { name: string; path: string };
  kind: TextKind;
  max: number;
  /** A block of words as its box shows it (paragraphs with a blank line between them, a list a line each). */
  text: string;
  /** A block of rows (steps, cards): each row's fields. */
  rows: TextRow[];
  row?: { name: string; fields: RowField[] };
  count?: { min: number; max: number };
  revision: number;
  history: HistoryItem[];
  timeZoneName: string;
  facts: FactSource;
}

/** What the form holds as typed. */
function typedIn(form: HTMLFormElement, data: PageTextFormData): TypedText {
  const fields = new FormData(form);
  if (!data.row) return { text: String(fields.get("value") ?? "") };
  const rows: TextRow[] = [];
  for (let index = 0; fields.has(`value.${index}.${data.row.fields[0]?.name}`); index++) {
    const row = Object.fromEntries(
      data.row.fields.map((field) => [field.name, String(fields.get(`value.${index}.${field.name}`) ?? "")]),
    );
    if (data.row.fields.some((field) => !field.icon && row[field.name]?.trim())) rows.push(row);
  }
  return { rows };
}

/** One block of a page's running text: its words, a preview as the page will show them, and its history. */
export function PageTextForm({ data }: { data: PageTextFormData }) {
  const form = useContentForm(textBlockSchema(data.key));
  const sent = form.values as { value?: unknown } | undefined;
  const shown = sent?.value ?? (data.row ? data.rows : data.text);
  const [typed, setTyped] = useState<TypedText | null>(null);
  const onInput = (event: FormEvent<HTMLFormElement>) => setTyped(typedIn(event.currentTarget, data));
  const preview: TypedText =
    typed ?? (Array.isArray(shown) ? { rows: shown as TextRow[] } : { text: String(shown) });
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
          <PageTextPreview kind={data.kind} typed={preview} pageName={data.page.name} facts={data.facts} />
        }
      >
        <FormState values={{ value: shown }} errorFor={form.errorFor}>
          <FieldGroup title={data.title}>{fieldsFor(data)}</FieldGroup>
        </FormState>
      </RecordForm>
      <RecordHistory items={data.history} revision={data.revision} timeZoneName={data.timeZoneName} />
    </AdminPage>
  );
}

const words = (
  <>
    Names and figures from your business profile: write <FactWords />.
  </>
);

function fieldsFor(data: PageTextFormData): ReactNode {
  const { kind, max, row, count } = data;
  if (row) {
    const limits = count
      ? count.min === count.max
        ? `All ${count.min} are needed. `
        : `Up to ${count.max}. `
      : "";
    return (
      <RowList
        name="value"
        legend={`${row.name}s`}
        hint={
          <>
            {limits}To remove one, clear its words; to add one, fill in a new row. {words}
          </>
        }
        spare={
          count?.max === count?.min ? 0 : Math.min(2, Math.max(0, (count?.max ?? 12) - data.rows.length))
        }
        columns={row.fields.map((field) => ({
          key: field.name,
          label: field.label,
          ...(field.icon ? { options: contentIconChoices } : {}),
          ...(field.max > 80 ? { lines: 3 } : {}),
        }))}
      />
    );
  }
  if (kind === "line")
    return (
      <TextField
        name="value"
        label="Text"
        wide
        hint={
          <>
            Up to {max} characters. {words}
          </>
        }
      />
    );
  const hints: Partial<Record<TextKind, ReactNode>> = {
    paragraphs: <>Leave a blank line between paragraphs. Up to {max} characters a paragraph. </>,
    lines: <>One item per line. Up to {max} characters each. </>,
    markdown: (
      <>
        Start each section with a line like <code>## Your Rights</code>; a line starting with <code>- </code>{" "}
        is a bullet point; <code>**bold**</code>; <code>[words](https://…)</code> for a link.{" "}
      </>
    ),
  };
  return (
    <TextAreaField
      name="value"
      label="Text"
      rows={kind === "text" ? 5 : kind === "lines" ? 8 : kind === "markdown" ? 24 : 14}
      wide
      hint={
        <>
          {hints[kind] ?? <>Up to {max} characters. </>}
          {words}
        </>
      }
    />
  );
}
