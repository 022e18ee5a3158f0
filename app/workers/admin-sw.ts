import type { PushAlert } from "~/features/leads/push-subscription";

/**
 * The admin's service worker (served as /admin-sw.js, scope /admin): it shows
 * the phone alert a push message carries and opens the admin when the owner
 * taps it. It has no fetch handler and caches nothing: admin pages and data
 * are private and always come from the server.
 *
 * Built by scripts/vite/admin-service-worker.ts, which strips the types of
 * this one file (no bundling: it may import types only). The project's
 * TypeScript settings describe a page (the DOM library), not a worker, so
 * the few worker types used here are declared below (docs/decisions/0010-admin-service-worker.md).
 */

interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}

interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown; text(): string } | null;
}

interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: Notification;
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}

interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEventLike) => void): void;
}

const worker = globalThis as unknown as WorkerScope;

const fallback: PushAlert = {
  title: "New lead",
  body: "Open the admin to see it.",
  tag: "lead",
  url: "/admin",
};

/** The alert a push message carries; a message that is not one still tells the owner something came. */
function alertOf(event: PushEventLike): PushAlert {
  try {
    const sent = event.data?.json() as Partial<PushAlert> | undefined;
    if (!sent || typeof sent.title !== "string") return fallback;
    return {
      title: sent.title,
      body: typeof sent.body === "string" ? sent.body : "",
      tag: typeof sent.tag === "string" ? sent.tag : fallback.tag,
      url: typeof sent.url === "string" && sent.url.startsWith("/admin") ? sent.url : fallback.url,
    };
  } catch {
    return fallback;
  }
}

// A new version takes over at once: it holds no state and no cache to migrate.
worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener("push", (event) => {
  const alert = alertOf(event);
  event.waitUntil(
    worker.registration.showNotification(alert.title, {
      body: alert.body,
      // The same lead alerted again replaces its notification instead of stacking a second one.
      tag: alert.tag,
      icon: "/apple-touch-icon.png",
      data: { url: alert.url },
    }),
  );
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? "/admin",
    worker.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      // An admin window already open comes to the front (on the lead list) instead of a second one.
      const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
      const admin = windows.find((client) => new URL(client.url).pathname.startsWith("/admin"));
      if (admin) {
        const focused = await admin.focus();
        if (focused.url !== url) await focused.navigate(url).catch(() => null);
        return;
      }
      await worker.clients.openWindow(url);
    })(),
  );
});
