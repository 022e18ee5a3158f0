import { useEffect, useRef } from "react";
import { useActionData, useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import type { Flash } from "~/lib/admin-form";

/** The admin layout's route id: its loader carries the one-time message of the last redirect. */
export const ADMIN_LAYOUT_ID = "routes/admin/layout";

function show(kind: "success" | "error", message: string) {
  if (kind === "success") toast.success(message);
  else toast.error(message);
}

/**
 * A page's one-time messages (spec 001 §8): the one carried over the last
 * redirect (the layout's `flash`) and the answer to the page's own post.
 * What came with the page when it was shown is written into it (it is there
 * before JavaScript runs, and without it); what arrives while the page is
 * open becomes a toast. Call it once per page.
 */
export function useAdminMessages<Answer extends { ok: boolean; message?: string }>() {
  const flash = (useRouteLoaderData(ADMIN_LAYOUT_ID) as { flash?: Flash } | undefined)?.flash;
  const answer = useActionData() as Answer | undefined;
  const first = useRef({ flash, answer });

  useEffect(() => {
    if (flash && flash !== first.current.flash) show(flash.kind, flash.message);
  }, [flash]);

  useEffect(() => {
    if (answer?.message && answer !== first.current.answer)
      show(answer.ok ? "success" : "error", answer.message);
  }, [answer]);

  return {
    flash: flash === first.current.flash ? flash : undefined,
    answer: answer !== undefined && answer === first.current.answer ? answer : undefined,
  };
}
