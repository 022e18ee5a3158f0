import { Send } from "lucide-react";
import type { FormEvent } from "react";
import { Form } from "react-router";
import { FieldGroup, IssueSummary } from "~/components/admin/admin-page";
import { FormState, TextAreaField, TextField, useFormState } from "~/components/admin/fields";
import { RowList } from "~/components/admin/row-list";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { fieldValue } from "~/lib/admin-form";
import { dollarsText } from "~/lib/money";
import { MAX_OPTIONS, quoteDraftSchema } from "../schemas/quote-draft";

export interface CatalogEntry {
  description: string;
  unit: string;
  unitPriceCents: number;
}

const CATALOG_LIST = "quote-catalog";

const lineColumns = [
  // No placeholders: grey sample words in the spare rows read as lines already filled in.
  { key: "description", label: "Work", wide: true, list: CATALOG_LIST },
  { key: "quantity", label: "Quantity", inputMode: "decimal" as const },
  { key: "unit", label: "Unit" },
  { key: "unitPrice", label: "Price each ($)", inputMode: "decimal" as const },
  {
    key: "optional",
    label: "Included?",
    options: [
      { value: "", label: "Included" },
      { value: "on", label: "Optional extra" },
    ],
  },
];

/**
 * Picking one of the owner's usual lines fills its unit and price (when
 * those are still empty); without JavaScript he types them.
 */
function fillFromCatalog(catalog: readonly CatalogEntry[]) {
  const byDescription = new Map(catalog.map((item) => [item.description.toLowerCase(), item]));
  return (event: FormEvent<HTMLFormElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.name.endsWith(".description")) return;
    const item = byDescription.get(input.value.trim().toLowerCase());
    if (!item) return;
    const row = input.name.slice(0, -".description".length);
    const field = (key: string) => input.form?.elements.namedItem(`${row}.${key}`) as HTMLInputElement | null;
    const unit = field("unit");
    const price = field("unitPrice");
    const quantity = field("quantity");
    if (unit && !unit.value) unit.value = item.unit;
    if (price && !price.value) price.value = dollarsText(item.unitPriceCents);
    if (quantity && !quantity.value) quantity.value = "1";
  };
}

function RecommendedChoice({ option }: { option: number }) {
  const { values } = useFormState();
  const id = `field-recommended-${option}`;
  return (
    <div className="flex items-center gap-2 sm:col-span-2">
      <input
        id={id}
        type="radio"
        name="recommended"
        value={String(option)}
        defaultChecked={fieldValue(values, "recommended") === String(option)}
        className="size-5 accent-primary"
      />
      <label htmlFor={id}>Recommend option {option + 1}</label>
    </div>
  );
}

/**
 * The quote's form: up to three options of lines (the owner's usual lines
 * offered as he types), the terms, and Save or Send. Works without
 * JavaScript: the spare rows are plain fields, an empty one is left out.
 */
export function QuoteEditor({
  values,
  catalog,
  sendLabel,
}: {
  values: unknown;
  catalog: readonly CatalogEntry[];
  sendLabel: string;
}) {
  const form = useContentForm(quoteDraftSchema);
  const shown = form.values ?? values;
  return (
    <Form
      method="post"
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      onInput={fillFromCatalog(catalog)}
      className="space-y-6"
    >
      <IssueSummary message={form.refusal} issues={form.issues} />
      <datalist id={CATALOG_LIST}>
        {catalog.map((item) => (
          <option key={item.description} value={item.description} />
        ))}
      </datalist>
      <FormState values={shown} errorFor={form.errorFor}>
        <FieldGroup title="The job">
          <TextField name="title" label="What the quote is for" optional wide />
        </FieldGroup>
        {Array.from({ length: MAX_OPTIONS }, (_, option) => option).map((option) => (
          <FieldGroup
            key={option}
            title={`Option ${option + 1}`}
            description={
              option === 0
                ? "One option, or up to three side by side (Good, Better, Best). An empty quantity counts as 1; an empty row is left out."
                : "Leave it empty if you only offer one price."
            }
          >
            <TextField
              name={`options.${option}.name`}
              label="Name"
              optional={option > 0}
              hint={option === 0 ? "Like Walls only, or Good." : undefined}
              wide
            />
            <RecommendedChoice option={option} />
            <RowList
              name={`options.${option}.lines`}
              legend="Lines"
              columns={lineColumns}
              spare={3}
              compact
            />
          </FieldGroup>
        ))}
        <FieldGroup title="Terms">
          <TextField name="depositPercent" label="Deposit (%)" inputMode="numeric" />
          <TextField name="validDays" label="Prices hold for (days)" inputMode="numeric" />
          <TextField
            name="followUpDays"
            label="Follow-up e-mails (days after sending)"
            optional
            hint="Like 2, 5, 10. Leave empty for none. They stop when the customer answers."
          />
          <TextField name="taxRate" label="Sales tax (%)" inputMode="decimal" hint="0 if you charge none." />
          <TextAreaField name="notes" label="Notes for the customer" optional rows={3} />
          <TextAreaField name="exclusions" label="Not included" optional rows={2} />
          <TextAreaField name="warranty" label="Warranty" optional rows={2} />
          <TextAreaField name="paymentTerms" label="Payment terms" optional rows={3} />
        </FieldGroup>
      </FormState>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="send" size="lg" disabled={form.busy !== ""}>
          <Send aria-hidden="true" /> {sendLabel}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="save"
          variant="outline"
          size="lg"
          disabled={form.busy !== ""}
        >
          Save draft
        </Button>
      </div>
    </Form>
  );
}
