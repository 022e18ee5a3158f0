import { useEffect } from "react";
import { ADMIN_WORKER_SCOPE, ADMIN_WORKER_URL } from "~/lib/admin-app";

/** Registers the admin's worker (the same registration each time); only admin pages call this. */
export function registerAdminWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(ADMIN_WORKER_URL, { scope: ADMIN_WORKER_SCOPE });
}

/**
 * Every admin page registers the worker, so the installed admin has it
 * before alerts are turned on. Public pages never do: their code never
 * loads this, and the worker's scope does not reach them.
 */
export function useAdminWorker(): void {
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    registerAdminWorker().catch((error) =>
      console.warn("[admin] the service worker did not register:", error),
    );
  }, []);
}
