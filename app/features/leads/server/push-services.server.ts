/**
 * Where a browser's push subscription may point: the push services of the
 * browsers the owner can use (Chrome, Edge, Firefox, Safari, and those built
 * on them), on the standard HTTPS port. An address anywhere else (another
 * site, the server's own network) is never contacted. PUSH_SERVICE_HOSTS adds
 * hosts for a self-hosted push service (and the test suite's own).
 */
const KNOWN_SERVICES = [
  // Chrome, Android, Opera, Samsung Internet, Brave.
  "fcm.googleapis.com",
  "android.googleapis.com",
  // Firefox.
  ".push.services.mozilla.com",
  // Safari on macOS, iPhone and iPad.
  ".push.apple.com",
  // Edge on Windows.
  ".notify.windows.com",
];

export function isPushServiceAddress(endpoint: string, extraHosts: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== "https:" || url.username || url.password) return false;
  if (extraHosts.includes(url.host.toLowerCase())) return true;
  // The browsers' services answer on 443 only.
  if (url.port !== "") return false;
  const host = url.hostname.toLowerCase();
  return KNOWN_SERVICES.some((known) => (known.startsWith(".") ? host.endsWith(known) : host === known));
}
