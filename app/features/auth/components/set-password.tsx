import { Form, href, Link, useActionData, useNavigation } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { useContentForm } from "~/components/admin/use-content-form";
import { FormField } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/form-controls";
import { setPasswordSchema } from "~/features/auth/account-schemas";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/auth/team-rules";
import type { ContentFormResult } from "~/lib/admin-form";
import { AccountCard, BackToSignIn } from "./account-card";

type SetPasswordPage = { state: "expired" } | { state: "ready"; email: string; firstTime: boolean };

function Expired({ message }: { message: string }) {
  return (
    <AccountCard title="This link no longer works">
      <p className="mt-4" role="alert">
        {message}
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        A link works once, and for a limited time (30 minutes for a forgotten password, 7 days for an
        invitation). An invitation can be sent again by the owner, from the Team page.
      </p>
      <p className="mt-6">
        <Link
          to={href("/admin/forgot-password")}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 dark:text-blue-300"
        >
          Ask for a new link
        </Link>
      </p>
      <BackToSignIn />
    </AccountCard>
  );
}

/** The page of an e-mailed link: a new password (twice), or why the link no longer works. */
export function SetPassword({ page }: { page: SetPasswordPage }) {
  const form = useContentForm(setPasswordSchema);
  const answer = useActionData() as (ContentFormResult & { expired?: boolean }) | undefined;
  const navigation = useNavigation();
  if (page.state === "expired" || answer?.expired) {
    return (
      <Expired
        message={answer?.expired ? answer.message : "This link has already been used or has expired."}
      />
    );
  }
  const fields = [
    { name: "password", label: "New password", autoComplete: "new-password" },
    { name: "confirm", label: "The same password again", autoComplete: "new-password" },
  ];
  return (
    <AccountCard title={page.firstTime ? "Welcome! Choose your password" : "Set a new password"}>
      <p className="mt-3 text-muted-foreground">
        For <strong className="text-foreground">{page.email}</strong>. At least {PASSWORD_MIN} characters; a
        few words in a row are easy to remember and hard to guess.
        {page.firstTime ? "" : " Every device signed in with the old password is signed out."}
      </p>
      {answer && !answer.ok && answer.issues.length === 0 ? (
        <AdminNotice kind="error" className="mt-4">
          {answer.message}
        </AdminNotice>
      ) : null}
      <Form method="post" noValidate={form.noValidate} onSubmit={form.onSubmit} className="mt-6 space-y-5">
        {/* The account's name, for the browser's password manager. */}
        <input type="hidden" name="username" autoComplete="username" value={page.email} />
        {fields.map((field) => (
          <FormField key={field.name} name={field.name} label={field.label} error={form.errorFor(field.name)}>
            {(props) => (
              <Input
                {...props}
                type="password"
                required
                minLength={PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
                autoComplete={field.autoComplete}
              />
            )}
          </FormField>
        ))}
        <Button type="submit" className="h-11 w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving..." : "Save password"}
        </Button>
      </Form>
      <BackToSignIn />
    </AccountCard>
  );
}
