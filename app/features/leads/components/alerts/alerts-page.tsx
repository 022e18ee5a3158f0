import { BellRing, Send, Smartphone, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import type { TextTemplates } from "~/features/leads/text-messages";
import { ReminderSettingsForm } from "./reminder-settings-form";
import { TextTemplatesForm } from "./text-templates-form";
import { pushMessages, usePushDevice } from "./use-push-device";

export interface AlertDevice {
  id: string;
  endpoint: string;
  label: string;
  added: string;
  lastSent?: string;
  lastError?: string;
}

/** Where the page's forms and the phone-alert button share their look. */
const section = "rounded-xl border border-border bg-card p-4 sm:p-6";
const phoneButton = "max-sm:h-11 max-sm:w-full";

/** Turning alerts on or off for the browser the page is open in (needs JavaScript). */
function ThisDevice({ publicKey, devices }: { publicKey: string | undefined; devices: AlertDevice[] }) {
  const device = usePushDevice(publicKey);
  const listed = device.endpoint !== undefined && devices.some((d) => d.endpoint === device.endpoint);
  return (
    <div className="mt-4">
      {/* Hidden as soon as scripts run: the theme script in <head> marks <html> with data-theme first. */}
      <p className="rounded-md border border-border bg-muted p-4 [html[data-theme]_&]:hidden">
        Phone alerts need JavaScript: turn it on in this browser to add this device. You can still see and
        remove your devices below.
      </p>
      {device.support === "ok" ? (
        listed ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="flex items-center gap-2 font-semibold">
              <BellRing className="size-5 text-primary dark:text-blue-300" aria-hidden="true" />
              This device gets an alert for each new lead.
            </p>
            <Button
              type="button"
              variant="outline"
              className={phoneButton}
              disabled={device.busy}
              onClick={device.turnOff}
            >
              {device.busy ? "Turning off..." : "Turn off on this device"}
            </Button>
          </div>
        ) : (
          <Button type="button" className={phoneButton} disabled={device.busy} onClick={device.turnOn}>
            <BellRing aria-hidden="true" />
            {device.busy ? "Turning on..." : "Alert me on this phone"}
          </Button>
        )
      ) : null}
      <div role="status">
        {device.support === "unsupported" ||
        device.support === "home-screen" ||
        device.support === "insecure" ? (
          <p className="mt-3 rounded-md border border-border bg-muted p-4">{pushMessages[device.support]}</p>
        ) : device.problem ? (
          <p className="mt-3 rounded-md border border-destructive/50 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
            {device.problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function DeviceList({ devices }: { devices: AlertDevice[] }) {
  const navigation = useNavigation();
  const removing = navigation.formData?.get("intent") === "remove" ? navigation.formData.get("id") : null;
  if (devices.length === 0) {
    return (
      <p className="mt-4 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        No device gets alerts yet.
      </p>
    );
  }
  return (
    <ul className="mt-4 space-y-3" aria-label="Devices that get alerts">
      {devices.map((device) => (
        <li key={device.id} className="rounded-lg border border-border p-4" aria-label={device.label}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-semibold">
                <Smartphone className="size-4 shrink-0" aria-hidden="true" /> {device.label}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-foreground">
                <dt>Added</dt>
                <dd>{device.added}</dd>
                <dt>Last alert</dt>
                <dd>{device.lastSent ?? "None yet"}</dd>
              </dl>
              {device.lastError ? (
                <p className="mt-2 text-sm break-words text-red-800 dark:text-red-300">
                  Last problem: {device.lastError}
                </p>
              ) : null}
            </div>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="id" value={device.id} />
              <Button
                type="submit"
                name="intent"
                value="remove"
                variant="outline"
                size="sm"
                className={phoneButton}
                disabled={removing === device.id}
              >
                <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> {device.label}</span>
              </Button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /admin/alerts: the owner's phone alerts for new leads, and the follow-up reminder e-mail's settings. */
export function AlertsPage({
  publicKey,
  devices,
  settings,
  textTemplates,
}: {
  publicKey: string | undefined;
  devices: AlertDevice[];
  settings: { digestAfterHours: number; digestHour: number };
  textTemplates: TextTemplates;
}) {
  const navigation = useNavigation();
  const testing = navigation.formData?.get("intent") === "test";
  return (
    <AdminPage
      title="Alerts"
      intro="Hear about a new lead within seconds, get a daily reminder of leads nobody has answered yet, and set the words of your texts to customers."
      width="max-w-3xl"
      showRefusal
    >
      <section aria-labelledby="phone-alerts-title" className={section}>
        <h2 id="phone-alerts-title" className="text-xl font-bold">
          Phone alerts
        </h2>
        <p className="mt-2">
          An alert with the person's name, the service and the town shows on each device below as soon as a
          request or nomination comes in. The e-mail still comes too.
        </p>
        <ThisDevice publicKey={publicKey} devices={devices} />
        <h3 className="mt-6 font-semibold">Your devices</h3>
        <DeviceList devices={devices} />
        <Form method="post" preventScrollReset className="mt-4">
          <Button
            type="submit"
            name="intent"
            value="test"
            variant="outline"
            className={phoneButton}
            disabled={testing}
          >
            <Send aria-hidden="true" />
            {testing ? "Sending..." : "Send a test alert"}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="reminders-title" className={`mt-6 ${section}`}>
        <h2 id="reminders-title" className="text-xl font-bold">
          Follow-up reminders
        </h2>
        <p className="mt-2">
          A daily e-mail listing the leads still marked New, so none waits too long for an answer.
        </p>
        <ReminderSettingsForm settings={settings} />
      </section>

      <section id="text-messages" aria-labelledby="text-messages-title" className={`mt-6 ${section}`}>
        <h2 id="text-messages-title" className="text-xl font-bold">
          Text messages
        </h2>
        <p className="mt-2">
          The Text button on each lead opens your phone's messages with one of these already written, and the
          customer's number filled in. You can still change it before you send it.
        </p>
        <TextTemplatesForm templates={textTemplates} />
      </section>
    </AdminPage>
  );
}
