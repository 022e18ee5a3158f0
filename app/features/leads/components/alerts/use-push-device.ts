import { useEffect, useState } from "react";
import { useSubmit } from "react-router";
import { registerAdminWorker } from "~/components/admin/admin-worker";
import { deviceLabel } from "~/features/leads/push-subscription";
import { ADMIN_WORKER_SCOPE } from "~/lib/admin-app";

/**
 * This browser's side of the phone alerts: whether it can get them, whether
 * it is subscribed, and turning them on (permission, the worker, the push
 * subscription, posted to the page's action) or off.
 */

/** What this browser can do, before anything is asked. */
export type PushSupport =
  /** Not known yet (the page is not interactive: no JavaScript, or not yet). */
  | "checking"
  | "ok"
  | "unsupported"
  /** An iPhone or iPad in the browser: Web Push reaches only an admin added to the Home Screen. */
  | "home-screen"
  /** Not an https:// address: browsers allow push only on secure pages. */
  | "insecure";

export const pushMessages = {
  unsupported:
    "This browser cannot show alerts. On your phone, open the admin in Chrome (Android) or add it to the Home Screen (iPhone).",
  "home-screen":
    "On iPhone and iPad, alerts reach the admin only from the Home Screen (iOS 16.4 or later): tap Share, choose Add to Home Screen, open the admin from the new icon, sign in, and come back to this page.",
  insecure: "Alerts need the site's secure address (https://). Open the admin from there and try again.",
  noKey: "Alerts cannot be turned on just now. Please reload the page in a minute and try again.",
  denied:
    "Alerts are blocked for this site in your browser's settings. Allow notifications for this site there, then try again.",
  dismissed: "Alerts were not allowed. Tap the button again and choose Allow.",
  failed:
    "This browser could not sign up for alerts just now. Check your connection and try again (a private or incognito window cannot get alerts).",
  offFailed: "Alerts could not be turned off in this browser. Reload the page and try again.",
} as const;

function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  // iPadOS asks for the desktop site: a "Macintosh" with a touch screen.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return (
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

export function pushSupport(): Exclude<PushSupport, "checking"> {
  if (!window.isSecureContext) return "insecure";
  const capable = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (isAppleMobile() && (!capable || !isStandalone())) return "home-screen";
  return capable ? "ok" : "unsupported";
}

function base64url(bytes: ArrayBuffer | null): string {
  if (!bytes) return "";
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function bytesOf(key: string): Uint8Array<ArrayBuffer> {
  const text = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

export function usePushDevice(publicKey: string | undefined) {
  const submit = useSubmit();
  const [support, setSupport] = useState<PushSupport>("checking");
  /** This browser's subscription, if it has one. */
  const [endpoint, setEndpoint] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const found = pushSupport();
    setSupport(found);
    if (found !== "ok") return;
    if (Notification.permission === "denied") setProblem(pushMessages.denied);
    let current = true;
    registerAdminWorker()
      .then((registration) => registration.pushManager.getSubscription())
      .then(
        (subscription) => current && setEndpoint(subscription?.endpoint),
        () => current && setEndpoint(undefined),
      );
    return () => {
      current = false;
    };
  }, []);

  async function turnOn() {
    if (!publicKey) {
      setProblem(pushMessages.noKey);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      // Asked first, straight from the tap: some browsers only ask from a user's gesture.
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setProblem(permission === "denied" ? pushMessages.denied : pushMessages.dismissed);
        return;
      }
      await registerAdminWorker();
      const registration = await navigator.serviceWorker.ready;
      let subscription = await registration.pushManager.getSubscription();
      // A subscription made with other keys (the server's were replaced) cannot receive ours.
      if (subscription && base64url(subscription.options.applicationServerKey) !== publicKey) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: bytesOf(publicKey),
      });
      const { keys } = subscription.toJSON();
      setEndpoint(subscription.endpoint);
      await submit(
        {
          intent: "subscribe",
          endpoint: subscription.endpoint,
          p256dh: keys?.p256dh ?? "",
          auth: keys?.auth ?? "",
          label: deviceLabel(navigator.userAgent),
        },
        { method: "post", preventScrollReset: true },
      );
    } catch {
      setProblem(pushMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    if (!endpoint) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const registration = await navigator.serviceWorker.getRegistration(ADMIN_WORKER_SCOPE);
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
      const gone = endpoint;
      setEndpoint(undefined);
      await submit({ intent: "unsubscribe", endpoint: gone }, { method: "post", preventScrollReset: true });
    } catch {
      setProblem(pushMessages.offFailed);
    } finally {
      setBusy(false);
    }
  }

  return { support, endpoint, busy, problem, turnOn, turnOff };
}
