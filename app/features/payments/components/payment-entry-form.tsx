import { Form } from "react-router";
import { FormState, TextField } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/form-controls";
import { dollarsText } from "~/lib/money";
import { paymentEntrySchema } from "../schemas/payment-entry";

const methods = [
  { value: "check", label: "Check" },
  { value: "cash", label: "Cash" },
  { value: "other", label: "Other" },
] as const;

/**
 * "Mark a payment received": the amount (what is due, to start), how it was
 * paid, the check's number or the other means, and the day. Works without
 * JavaScript; with it, the same checks as the server's run before sending.
 */
export function PaymentEntryForm({
  dueCents,
  today,
  means,
}: {
  dueCents: number;
  today: string;
  means: string[];
}) {
  const form = useContentForm(paymentEntrySchema);
  const values = (form.values as Record<string, string> | undefined) ?? {
    amount: dollarsText(dueCents),
    method: "check",
    checkNumber: "",
    otherMeans: "",
    receivedOn: today,
  };
  const methodError = form.errorFor("method");
  return (
    <section aria-labelledby="mark-paid" className="rounded-xl border border-border bg-card p-4 sm:p-5">
      <h2 id="mark-paid" className="text-lg font-semibold">
        Mark a payment received
      </h2>
      <Form method="post" noValidate={form.noValidate} onSubmit={form.onSubmit} className="mt-3 grid gap-4">
        <FormState values={values} errorFor={form.errorFor}>
          <TextField name="amount" label="Amount received ($)" inputMode="decimal" />
          <fieldset aria-describedby={methodError ? "method-error" : undefined}>
            <legend className="text-sm font-medium">Paid by</legend>
            <div className="mt-2 grid grid-cols-3 gap-2">
              {methods.map((method) => (
                <label
                  key={method.value}
                  className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-input font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                >
                  <input
                    type="radio"
                    name="method"
                    value={method.value}
                    defaultChecked={values.method === method.value}
                    className="size-4 accent-primary"
                  />
                  {method.label}
                </label>
              ))}
            </div>
            <FieldError id="method-error">{methodError}</FieldError>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="checkNumber" label="Check number" optional inputMode="numeric" />
            <TextField
              name="otherMeans"
              label="Other means"
              hint={means.length ? `Like ${means.join(", ")}.` : "Like Zelle."}
              optional
            />
          </div>
          <TextField name="receivedOn" type="date" label="Received on" />
        </FormState>
        <Button
          type="submit"
          name="intent"
          value="record"
          className="h-11 max-sm:w-full"
          disabled={form.busy === "record"}
        >
          {form.busy === "record" ? "Saving..." : "Mark received"}
        </Button>
      </Form>
    </section>
  );
}
