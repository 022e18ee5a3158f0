import { Form, href, Link, useActionData, useNavigation } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { FormState, TextField } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { forgotPasswordSchema } from "~/features/auth/account-schemas";
import { RESET_LINK_MINUTES } from "~/features/auth/team-rules";
import type { ContentFormResult } from "~/lib/admin-form";
import { AccountCard, BackToSignIn } from "./account-card";

/** Where e-mail is off: how to set a password on the server instead (scripts/user-create.ts). */
function WithoutEmail() {
  return (
    <div className="mt-4 space-y-3">
      <p>E-mail is not set up on this server, so the site cannot send you a link. Two other ways back in:</p>
      <ul className="list-disc space-y-2 pl-5">
        <li>Another owner on your team can sign in and invite you again from the Team page.</li>
        <li>
          Whoever runs the server can set a new password there, in the site&apos;s folder:
          <code className="mt-2 block rounded bg-muted p-2 text-sm break-all">
            npm run user:create -- --email you@example.com --password &apos;a new password&apos; --admin
          </code>
          <span className="mt-1 block text-sm text-muted-foreground">
            Use your own e-mail and a password of at least 10 characters; leave out --admin for a staff
            account.
          </span>
        </li>
      </ul>
    </div>
  );
}

/** "Forgot password?": an e-mail address in, the same answer out for any address. */
export function ForgotPassword({ mailOn, sent }: { mailOn: boolean; sent: boolean }) {
  const form = useContentForm(forgotPasswordSchema);
  const answer = useActionData() as ContentFormResult | undefined;
  const navigation = useNavigation();
  if (sent) {
    return (
      <AccountCard title="Check your e-mail">
        <p className="mt-4" role="status">
          If an account uses that address, a link to set a new password is on its way. It works once, for{" "}
          {RESET_LINK_MINUTES} minutes.
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          Nothing after a few minutes? Look in your spam folder, or{" "}
          <Link to={href("/admin/forgot-password")} className="text-primary underline dark:text-blue-300">
            ask for another link
          </Link>
          .
        </p>
        <BackToSignIn />
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Forgot your password?">
      {!mailOn ? (
        <WithoutEmail />
      ) : (
        <>
          <p className="mt-3 text-muted-foreground">
            Enter the e-mail you sign in with. We will send a link to set a new password.
          </p>
          {answer && !answer.ok && answer.issues.length === 0 ? (
            <AdminNotice kind="error" className="mt-4">
              {answer.message}
            </AdminNotice>
          ) : null}
          <FormState values={form.values ?? {}} errorFor={form.errorFor}>
            <Form
              method="post"
              noValidate={form.noValidate}
              onSubmit={form.onSubmit}
              className="mt-6 space-y-5"
            >
              <TextField name="email" label="Email" type="email" autoComplete="username" />
              <Button type="submit" className="h-11 w-full" disabled={navigation.state === "submitting"}>
                {navigation.state === "submitting" ? "Sending..." : "Send me a link"}
              </Button>
            </Form>
          </FormState>
        </>
      )}
      <BackToSignIn />
    </AccountCard>
  );
}
