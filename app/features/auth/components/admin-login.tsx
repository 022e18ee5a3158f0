import { Form, href, Link, useNavigation } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";
import type { AdminActionResult } from "~/lib/admin-form";

interface AdminLoginProps {
  step: "password" | "code";
  /** Messages that came with the page load (later ones are toasts). */
  result: AdminActionResult | undefined;
  flash: { message: string; kind: "success" | "error" } | undefined;
}

/** The Admin Login form (spec 001 §2), and the code step for an owner with an authenticator app. */
export function AdminLogin({ step, result, flash }: AdminLoginProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  // After a sign-in the page loads again to check the new session.
  const checking = navigation.state === "loading" && navigation.location.pathname === "/admin";
  const inline = [
    flash,
    result ? { message: result.message, kind: result.ok ? "success" : "error" } : undefined,
  ].filter((m): m is { message: string; kind: "success" | "error" } => Boolean(m));

  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{step === "code" ? "Two-Step Verification" : "Admin Login"}</h1>
        {checking ? (
          <p role="status" className="mt-4 text-muted-foreground">
            Checking authentication...
          </p>
        ) : null}
        {inline.map((m) => (
          <AdminNotice key={m.message} kind={m.kind} className="mt-4">
            {m.message}
          </AdminNotice>
        ))}
        {step === "code" ? (
          <Form method="post" className="mt-6 space-y-5">
            <input type="hidden" name="intent" value="verify-code" />
            <p className="text-muted-foreground">
              Open your authenticator app and enter the 6-digit code for this site.
            </p>
            <div>
              <Label htmlFor="admin-code">Code</Label>
              <Input
                id="admin-code"
                name="code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={64}
                autoFocus
              />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="method" value="recovery" className="size-4" />
              This is one of my recovery codes
            </label>
            <Button type="submit" className="w-full" disabled={busyIntent === "verify-code"}>
              {busyIntent === "verify-code" ? "Verifying..." : "Verify"}
            </Button>
            <p className="text-sm">
              <Link
                to={href("/admin")}
                className="text-primary underline underline-offset-4 dark:text-blue-300"
              >
                Start over
              </Link>
            </p>
          </Form>
        ) : (
          <Form method="post" className="mt-6 space-y-5">
            <input type="hidden" name="intent" value="login" />
            <div>
              <Label htmlFor="admin-email">Email</Label>
              <Input
                id="admin-email"
                name="email"
                type="email"
                required
                autoComplete="username"
                maxLength={255}
              />
            </div>
            <div>
              <Label htmlFor="admin-password">Password</Label>
              <Input
                id="admin-password"
                name="password"
                type="password"
                required
                autoComplete="current-password"
                maxLength={128}
              />
            </div>
            <Button type="submit" className="w-full" disabled={busyIntent === "login"}>
              {busyIntent === "login" ? "Signing in..." : "Sign In"}
            </Button>
            <p className="text-sm">
              <Link
                to={href("/admin/forgot-password")}
                className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 dark:text-blue-300"
              >
                Forgot password?
              </Link>
            </p>
          </Form>
        )}
      </div>
    </div>
  );
}
