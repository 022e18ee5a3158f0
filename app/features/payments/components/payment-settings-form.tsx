import { Form } from "react-router";
import { FormState, TextField } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { paymentSettingsSchema } from "../schemas/payment-settings";

/**
 * How the owner is paid: whether cards and bank accounts are taken online
 * (Stripe's keys live in the server's settings; only the key's kind and last
 * four show here), the reminder days, and his other means.
 */
export function PaymentSettingsForm({
  values,
  stripeKey,
}: {
  values: { reminderDays: string; means: string };
  stripeKey: string | null;
}) {
  const form = useContentForm(paymentSettingsSchema);
  return (
    <section aria-labelledby="payment-settings" className="mt-8 rounded-xl border border-border p-4 sm:p-5">
      <h2 id="payment-settings" className="text-lg font-semibold">
        How you are paid
      </h2>
      <p className="mt-1 text-sm">
        {stripeKey
          ? `Customers pay invoices online by card or bank account through your Stripe account (key ${stripeKey}).`
          : "Paying online is off: customers see how to pay you in your words. To take cards and bank payments, connect your Stripe account in the server's settings (docs/stripe.md)."}
      </p>
      <Form method="post" noValidate={form.noValidate} onSubmit={form.onSubmit} className="mt-4 grid gap-4">
        <FormState values={(form.values as typeof values | undefined) ?? values} errorFor={form.errorFor}>
          <TextField
            name="reminderDays"
            label="Remind customers of an unpaid invoice (days after it is due)"
            hint="Like 1, 7, 14. Leave it empty for no reminders. They go out by e-mail at 9 in the morning."
            optional
          />
          <TextField
            name="means"
            label="Your other ways of being paid"
            hint="Like Zelle, Venmo: offered when you mark a payment received."
            optional
          />
        </FormState>
        <Button
          type="submit"
          name="intent"
          value="settings"
          className="h-11 max-sm:w-full sm:justify-self-start"
          disabled={form.busy === "settings"}
        >
          {form.busy === "settings" ? "Saving..." : "Save"}
        </Button>
      </Form>
    </section>
  );
}
