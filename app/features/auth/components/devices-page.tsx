import { LogOut, MonitorSmartphone } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";

interface Device {
  id: string;
  label: string;
  lastActive: string;
  signedIn: string;
  current: boolean;
}

/** Where the person signed in is signed in, and a way to sign out everywhere else (a lost phone, a shared computer). */
export function DevicesPage({ devices }: { devices: Device[] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const others = devices.filter((device) => !device.current).length;
  return (
    <AdminPage
      title="Signed-in devices"
      width="max-w-3xl"
      showRefusal
      intro="Every phone and computer signed in to your account. If one is lost, or is not yours, sign out everywhere else. If someone may know your password, set a new one with Forgot password? on the sign-in page."
    >
      <ul className="space-y-3" aria-label="Signed-in devices">
        {devices.map((device) => (
          <li key={device.id} className="flex gap-3 rounded-xl border border-border bg-card p-4">
            <MonitorSmartphone className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-semibold">
                {device.label}
                {device.current ? (
                  <span className="font-normal text-muted-foreground"> (this device)</span>
                ) : null}
              </p>
              <p className="text-sm text-muted-foreground">
                Last active {device.lastActive} · signed in {device.signedIn}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="sign-out-others" />
        <Button type="submit" variant="outline" className="h-11" disabled={busy || others === 0}>
          <LogOut aria-hidden="true" /> {busy ? "Signing out..." : "Sign out everywhere else"}
        </Button>
        {others === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">This is the only device signed in.</p>
        ) : null}
      </Form>
    </AdminPage>
  );
}
