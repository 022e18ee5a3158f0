import { Form } from "react-router";
import { FormState, SelectField, TextField } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { reminderSettingsFormSchema } from "~/features/leads/schemas/alerts";
import { MAX_DIGEST_AFTER_HOURS } from "~/features/leads/schemas/owner-settings";
import { useSite } from "~/lib/use-site";

/** An hour of the day as the owner reads it: 7 is "7:00 AM", 0 "12:00 AM (midnight)". */
export function hourLabel(hour: number): string {
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? "AM" : "PM"}`;
  if (hour === 0) return `${clock} (midnight)`;
  if (hour === 12) return `${clock} (noon)`;
  return clock;
}

const hours = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));

/** How many hours a lead stays New before the daily e-mail lists it, and the hour it goes out. */
export function ReminderSettingsForm({
  settings,
}: {
  settings: { digestAfterHours: number; digestHour: number };
}) {
  const { business } = useSite();
  const form = useContentForm(reminderSettingsFormSchema);
  const saving = form.busy === "settings";
  return (
    <Form
      method="post"
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      className="mt-4"
      preventScrollReset
    >
      {/* A refused save of this form comes back with its own fields; another form's does not. */}
      <FormState
        values={form.values && "digestHour" in form.values ? form.values : settings}
        errorFor={form.errorFor}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="digestAfterHours"
            label="Daily e-mail of leads still new after (hours)"
            hint={`0 turns the e-mail off; at most ${MAX_DIGEST_AFTER_HOURS} (a week).`}
            inputMode="numeric"
          />
          <SelectField
            name="digestHour"
            label="Send it at"
            hint={`In ${business.timeZoneName}.`}
            options={hours}
          />
        </div>
      </FormState>
      <Button
        type="submit"
        name="intent"
        value="settings"
        className="mt-4 max-sm:h-11 max-sm:w-full"
        disabled={saving}
      >
        {saving ? "Saving..." : "Save reminder settings"}
      </Button>
    </Form>
  );
}
