import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { AdminActionResult } from "~/lib/admin";

interface Flash {
  message: string;
  kind: "success" | "error";
}

interface ToastSources {
  flash?: Flash;
  contacts?: { error?: string };
  nominations?: { error?: string };
}

function show(kind: "success" | "error", message: string) {
  if (kind === "success") toast.success(message);
  else toast.error(message);
}

/**
 * The gate's and the dashboard's messages as toasts (spec 001 §8). What came
 * with the first page load is written into the page instead (it is there
 * before JavaScript runs), so only later answers become toasts.
 */
export function useAdminToasts(loaderData: ToastSources, actionData: AdminActionResult | undefined) {
  const first = useRef({ loaderData, actionData });
  /** What came with the document is written into the page. */
  const inline = {
    loader: loaderData === first.current.loaderData,
    action: actionData !== undefined && actionData === first.current.actionData,
  };

  useEffect(() => {
    if (loaderData === first.current.loaderData) return;
    if (loaderData.flash) show(loaderData.flash.kind, loaderData.flash.message);
    if (loaderData.contacts?.error) toast.error(loaderData.contacts.error);
    if (loaderData.nominations?.error) toast.error(loaderData.nominations.error);
  }, [loaderData]);

  useEffect(() => {
    if (!actionData || actionData === first.current.actionData) return;
    show(actionData.ok ? "success" : "error", actionData.message);
  }, [actionData]);

  return inline;
}
