import { Download, ShieldCheck, Smartphone } from "lucide-react";
import { Form, href, Link, useNavigation } from "react-router";
import { CopyButton } from "~/components/admin/copy-button";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";
import type { Enrolment } from "~/lib/admin-form";

function PasswordForm({ intent, label, busyLabel }: { intent: string; label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="mt-4 flex max-w-md flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      <div>
        <Label htmlFor={`${intent}-password`}>Your password</Label>
        <Input
          id={`${intent}-password`}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          maxLength={128}
        />
      </div>
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </Form>
  );
}

/** The key in groups of four, easier to read off one screen and type into another. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The recovery codes as a file or a clipboard holds them: one a line, with what they are. */
function recoveryText(codes: string[]): string {
  return `Recovery codes for the admin's two-factor sign-in. Each works once, in place of the app's code.\n\n${codes.join("\n")}\n`;
}

function EnrolmentSteps({ enrolment }: { enrolment: Enrolment }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "2fa-confirm";
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-2">
      <div>
        <h3 className="font-semibold">1. Add this site to your authenticator app</h3>
        <p className="mt-2 text-sm">Scan the QR code with the app on your phone.</p>
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="mt-3 size-52 rounded-md bg-white p-2"
          // The SVG is made on the server by the qrcode package from the enrolment address.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made SVG, no visitor text
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <p className="mt-4 text-sm">On this phone? Open your authenticator app straight from here:</p>
        <Button asChild className="mt-2 h-11">
          <a href={enrolment.totpUri}>
            <Smartphone aria-hidden="true" /> Add to authenticator app
          </a>
        </Button>
        <p className="mt-4 text-sm">Or type this key into the app:</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <code className="rounded bg-muted px-2 py-1.5 font-mono text-sm break-all">
            {groupedKey(enrolment.secret)}
          </code>
          <CopyButton text={enrolment.secret} label="Copy key" />
        </div>
      </div>
      <div>
        <h3 className="font-semibold">2. Save your recovery codes</h3>
        <p className="mt-2 text-sm">
          Each code signs you in once if your phone is lost. Keep them somewhere safe; they are shown only
          now.
        </p>
        <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Recovery codes">
          {enrolment.backupCodes.map((code) => (
            <li key={code} className="rounded bg-muted px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton text={recoveryText(enrolment.backupCodes)} label="Copy codes" />
          <Button asChild variant="outline" className="h-11">
            <a
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(recoveryText(enrolment.backupCodes))}`}
              download="recovery-codes.txt"
            >
              <Download aria-hidden="true" /> Download as a file
            </a>
          </Button>
        </div>
        <h3 className="mt-6 font-semibold">3. Enter the code the app shows</h3>
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="2fa-confirm" />
          <input type="hidden" name="totpUri" value={enrolment.totpUri} />
          <input type="hidden" name="backupCodes" value={enrolment.backupCodes.join(" ")} />
          <div>
            <Label htmlFor="enrol-code">6-digit code</Label>
            <Input
              id="enrol-code"
              name="code"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
            />
          </div>
          <Button type="submit" className="self-start" disabled={busy}>
            {busy ? "Checking..." : "Turn on two-factor sign-in"}
          </Button>
        </Form>
      </div>
    </div>
  );
}

/** Two-factor sign-in with an authenticator app: set up, or turn off. */
export function SecurityPanel({
  twoFactorEnabled,
  enrolment,
}: {
  twoFactorEnabled: boolean;
  /** The setup under way (from the last answer), until a first code confirms it. */
  enrolment: Enrolment | undefined;
}) {
  return (
    <section aria-labelledby="security-title" className="mt-6 rounded-xl border border-border bg-card p-6">
      <h2 id="security-title" className="flex items-center gap-2 text-2xl font-bold">
        <ShieldCheck className="size-6" aria-hidden="true" /> Two-factor sign-in
      </h2>
      {twoFactorEnabled ? (
        <>
          <p className="mt-3">
            On. Signing in asks for a code from your authenticator app (or one of your recovery codes).
          </p>
          <p className="mt-2 text-sm text-muted-foreground">To turn it off, confirm your password.</p>
          <PasswordForm intent="2fa-disable" label="Turn off two-factor sign-in" busyLabel="Turning off..." />
        </>
      ) : enrolment ? (
        <EnrolmentSteps enrolment={enrolment} />
      ) : (
        <>
          <p className="mt-3">
            Off. With it on, someone who learns your password still cannot read your leads without your phone.
            You need an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password.
          </p>
          <PasswordForm intent="2fa-start" label="Set up authenticator app" busyLabel="Setting up..." />
        </>
      )}
      <p className="mt-6 border-t border-border pt-4">
        <Link
          to={href("/admin/devices")}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 dark:text-blue-300"
        >
          Signed-in devices
        </Link>
        <span className="block text-sm text-muted-foreground">
          Where your account is signed in, and signing out everywhere else.
        </span>
      </p>
    </section>
  );
}
