/**
 * Puts the page's JavaScript behind its content. React Router's document
 * asks for every script module up front (modulepreload links and a module
 * script that imports them); on a slow phone connection those downloads
 * share the bandwidth with the stylesheet, the font and the hero image, so
 * the page shows later. Every page here is complete HTML that works without
 * JavaScript, so the scripts can wait: the module script is kept as inert
 * text and started once the page has loaded and been painted (two frames
 * after the load event), or as soon as the visitor touches, clicks, types or
 * focuses something, whichever comes first (docs/decisions: scripts after
 * content).
 */

/** The id of the inert copy of React Router's module script. */
export const BOOT_SCRIPT_ID = "deferred-boot";

/**
 * The page's starter, written into it as an inline script. It runs the boot
 * script (a real module script with the same nonce) once: after the first
 * paint, or at the visitor's first touch. A button that needs the page's
 * script (not a form's, nor one the browser drives itself with `commandfor`)
 * clicked before the script has run is clicked again once it has: the theme
 * toggle, a gallery picture, "Go Back" and the like act on the tap the
 * visitor made instead of ignoring it. Links and form buttons need no help.
 */
function starter(bootId: string) {
  const root = document.documentElement;
  const events = ["pointerdown", "keydown", "touchstart", "focusin"];
  const waiting: HTMLButtonElement[] = [];
  let done = false;
  function start() {
    if (done) return;
    done = true;
    for (const name of events) removeEventListener(name, start, true);
    const boot = document.getElementById(bootId) as HTMLScriptElement;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = boot.nonce;
    script.textContent = boot.textContent;
    document.body.appendChild(script);
  }
  function early(event: Event) {
    if (root.dataset.hydrated === "true") return;
    const target = event.target as Element | null;
    const button = target?.closest?.("button") as HTMLButtonElement | null;
    // A form's own buttons work without the script, and so does one the browser drives (commandfor).
    if (
      !button ||
      button.disabled ||
      button.hasAttribute("commandfor") ||
      (button.form && button.type !== "button")
    ) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!waiting.includes(button)) waiting.push(button);
    start();
  }
  for (const name of events) addEventListener(name, start, true);
  addEventListener("click", early, true);
  // The page marks itself hydrated (root.tsx) once its script handles clicks.
  new MutationObserver((_, observer) => {
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    removeEventListener("click", early, true);
    for (const button of waiting.splice(0)) if (button.isConnected) button.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  function afterPaint() {
    requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(start, 0)), 0));
  }
  addEventListener("load", afterPaint, { once: true });
}

const starterScript = `(${starter.toString()})(${JSON.stringify(BOOT_SCRIPT_ID)});`;

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const moduleScript = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;

/** The document with its module loading deferred; unchanged when it has no module script. */
export function deferHydration(html: string): string {
  const match = moduleScript.exec(html);
  if (!match || /\bsrc=/.test(match[0])) return html;
  const attributes = `${match[1] ?? ""}${match[2] ?? ""}`;
  const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  const replacement =
    `<script${nonceAttribute} type="text/plain" id="${BOOT_SCRIPT_ID}">${match[3] ?? ""}</script>` +
    `<script${nonceAttribute}>${starterScript}</script>`;
  const start = match.index;
  const rewritten = html.slice(0, start) + replacement + html.slice(start + match[0].length);
  return rewritten.replace(modulePreload, "");
}
