/**
 * Puts the page's JavaScript behind its content. React Router's document
 * asks for every script module up front (modulepreload links and a module
 * script that imports them); on a slow phone connection those downloads
 * share the bandwidth with the stylesheet, the font and the hero image, so
 * the page shows later. Every page here is complete HTML that works without
 * JavaScript, so the scripts wait until it has loaded and painted (decision
 * 0002), or the visitor's first touch or key, whichever comes first. A public
 * page whose controls are all the browser's ships none of them (0030); one
 * with real client state (a form, a live search, a quote to sign) starts them
 * once painted, like the admin (0031).
 */

/** The id of the inert copy of React Router's module script. */
export const BOOT_SCRIPT_ID = "deferred-boot";

/**
 * When a page's scripts start, the file that counts its visit (none: not
 * counted), and the whole stylesheet, for a page that holds only the rules its
 * markup uses (0027): linked when the scripts start, which wait for it.
 */
export interface BootPlan {
  /** "none": a page served without the framework's scripts (decision 0030): only its visit file runs. */
  start: "paint" | "none";
  /** `count`: false for a page that answered with an error (its behaviours run, no visit is counted). */
  visit?: { src: string; bookingUrl: string; count: boolean };
  stylesheet?: string;
}

/**
 * The page's starter, written into it as an inline script. It runs the boot
 * script (a real module script with the same nonce) once, as its plan says.
 * A button that needs the page's script (not a form's, nor one the browser
 * drives itself with `commandfor`, nor one marked `data-native`) clicked before the script has run is
 * clicked again once it has: the theme toggle, a gallery picture, "Go Back"
 * and the like act on the tap the visitor made instead of ignoring it.
 * Links and form buttons need no help.
 */
function starter(bootId: string, plan: BootPlan, modules: string[]) {
  // A file of the site's own (allowed by the page's policy, where a new inline script would not be).
  function loadVisit() {
    if (!plan.visit) return;
    // A page the browser prepared ahead (prerendering) is a visit only once it is shown.
    if ((document as Document & { prerendering?: boolean }).prerendering) {
      document.addEventListener("prerenderingchange", loadVisit, { once: true });
      return;
    }
    const script = document.createElement("script");
    script.type = "module";
    script.src = plan.visit.src;
    script.dataset.bookingUrl = plan.visit.bookingUrl;
    if (!plan.visit.count) script.dataset.noCount = "";
    document.head.appendChild(script);
  }
  function onceLoadedAndPainted(then: () => void) {
    addEventListener(
      "load",
      () =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(then, 0)), 0)),
      { once: true },
    );
  }
  if (plan.start === "none") return onceLoadedAndPainted(loadVisit);
  const root = document.documentElement;
  const events = ["pointerdown", "keydown", "touchstart", "focusin"];
  const waiting: HTMLButtonElement[] = [];
  const boot = document.getElementById(bootId) as HTMLScriptElement;
  let done = false;
  function start(event?: Event) {
    if (done) return;
    // A tap on a control the browser or the head's script answers alone (data-native: the menu, the
    // theme toggle) does not wake the page's scripts: their work would only delay the answer's frame.
    // A key still does (it may be the first of many).
    if (event?.type !== "keydown" && (event?.target as Element | null)?.closest?.("[data-native]")) return;
    // Nor does a touch on a link to another page: the browser loads that page in place of this one,
    // and starting this one's scripts would only hold the move up. Another touch still does.
    const away = (event?.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (
      event?.type !== "keydown" &&
      away &&
      !away.target &&
      !away.hasAttribute("download") &&
      away.origin === location.origin &&
      away.pathname + away.search !== location.pathname + location.search
    ) {
      return;
    }
    done = true;
    for (const name of events) removeEventListener(name, start, true);
    if (!plan.stylesheet) return run();
    // What the scripts draw may use any rule: they run once the whole stylesheet is in.
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = plan.stylesheet;
    link.onload = link.onerror = run;
    document.head.appendChild(link);
  }
  let ran = false;
  function run() {
    if (ran) return;
    ran = true;
    // The page's whole module graph asked for at once, not found one import at a time.
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = boot.nonce;
    script.textContent = boot.textContent;
    document.body.appendChild(script);
  }
  // The finger down of the tap a held click belongs to: its wait runs from there.
  let lastDown: number | undefined;
  let heldSince: number | undefined;
  addEventListener(
    "pointerdown",
    (event) => {
      lastDown = event.timeStamp;
    },
    { capture: true, passive: true },
  );
  function early(event: Event) {
    if (root.dataset.hydrated === "true") return;
    const target = event.target as Element | null;
    const button = target?.closest?.("button") as HTMLButtonElement | null;
    // A form's own buttons work without the script, and so does one the browser drives (commandfor).
    if (
      !button ||
      button.disabled ||
      button.hasAttribute("commandfor") ||
      button.hasAttribute("data-native") ||
      (button.form && button.type !== "button")
    ) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!waiting.includes(button)) waiting.push(button);
    heldSince ??= lastDown !== undefined && lastDown <= event.timeStamp ? lastDown : event.timeStamp;
    start();
  }
  for (const name of events) addEventListener(name, start, { capture: true, passive: true });
  addEventListener("click", early, true);
  // The page marks itself hydrated (root.tsx) once its script handles clicks.
  new MutationObserver((_, observer) => {
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    removeEventListener("click", early, true);
    for (const button of waiting.splice(0)) if (button.isConnected) button.click();
    // The visitor's wait for that answer, from the finger down to the frame that shows it: the
    // speed beacon counts it with the page's interactions (INP sees only the held click's own
    // short handling). The name is HELD_TAP_MEASURE's.
    const since = heldSince;
    if (since !== undefined) {
      requestAnimationFrame((frame) => {
        try {
          performance.measure("held-tap-wait", { start: since, end: Math.max(frame, since) });
        } catch {
          // An old browser without measure options: the wait goes uncounted.
        }
      });
    }
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  onceLoadedAndPainted(() => {
    loadVisit();
    start();
  });
}

const starterSource = starter.toString();

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const moduleScript = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;

/**
 * The document with its module loading deferred. A page without the
 * framework's module script (decision 0030) gets only its visit file, after
 * paint; with neither, it is unchanged.
 */
export function deferHydration(
  html: string,
  plan: BootPlan = { start: "paint" },
  pageNonce?: string,
): string {
  const match = moduleScript.exec(html);
  if (!match) {
    const end = html.lastIndexOf("</body>");
    if (!plan.visit || end < 0) return html;
    const nonce = pageNonce === undefined ? "" : ` nonce="${pageNonce}"`;
    const visitOnly: BootPlan = { start: "none", visit: plan.visit };
    const loader = `<script${nonce}>(${starterSource})("",${scriptJson(visitOnly)},[]);</script>`;
    return html.slice(0, end) + loader + html.slice(end);
  }
  if (/\bsrc=/.test(match[0])) return html;
  const attributes = `${match[1] ?? ""}${match[2] ?? ""}`;
  const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  // The modules React Router asked the browser to preload: the page's whole graph, asked for when the scripts start.
  const modules = [
    ...new Set(
      [...html.matchAll(modulePreload)].flatMap((link) => /\bhref="([^"]+)"/.exec(link[0])?.[1] ?? []),
    ),
  ];
  const replacement =
    `<script${nonceAttribute} type="text/plain" id="${BOOT_SCRIPT_ID}">${match[3] ?? ""}</script>` +
    `<script${nonceAttribute}>(${starterSource})(${JSON.stringify(BOOT_SCRIPT_ID)},${scriptJson(plan)},${scriptJson(modules)});</script>`;
  const start = match.index;
  const rewritten = html.slice(0, start) + replacement + html.slice(start + match[0].length);
  return rewritten.replace(modulePreload, "");
}

/** JSON safe inside a script element (a booking address cannot end it). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
