/**
 * A browser's name in plain words from its user agent ("Chrome on Android"):
 * the phone alerts' devices and the signed-in devices are listed by it.
 */

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

export function deviceLabel(userAgent: string): string {
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  let browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  // A web app opened from the iPhone's Home Screen names no browser: it is Safari's engine.
  if (!browser && (system === "iPhone" || system === "iPad") && /AppleWebKit/.test(userAgent)) {
    browser = "Home Screen app";
  }
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "A browser");
}
