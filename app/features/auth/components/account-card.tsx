import type { ReactNode } from "react";
import { href, Link } from "react-router";

/** The narrow card of the pages a signed-out person sees (sign-in, forgotten password, setting a password). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

export function BackToSignIn() {
  return (
    <p className="mt-6 text-sm">
      <Link
        to={href("/admin")}
        className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 dark:text-blue-300"
      >
        Back to sign in
      </Link>
    </p>
  );
}
