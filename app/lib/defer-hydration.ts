/**
 * Puts the page's JavaScript behind its content. React Router's document
 * asks for every script module up front (modulepreload links and a module
 * script that imports them); on a slow phone connection those downloads
 * share the bandwidth with the stylesheet, the font and the hero image, so
 * the page shows later. Every page here is complete HTML that works without
 * JavaScript, so the scripts can wait: the module script is kept as inert
 * text and started once the page has loaded and been painted (two frames
 * after the load event), or as soon as the visitor touches, clicks, types or
 * focuses something, whichever comes first.
 */

/** The id of the inert copy of React Router's module script. */
export const BOOT_SCRIPT_ID = "deferred-boot";

/** Runs the boot script (a real module script with the same nonce) once. */
const starter = `(function(){var done=false,events=["pointerdown","keydown","touchstart","focusin"];function start(){if(done)return;done=true;events.forEach(function(e){removeEventListener(e,start,true)});var boot=document.getElementById("${BOOT_SCRIPT_ID}"),s=document.createElement("script");s.type="module";s.nonce=boot.nonce;s.textContent=boot.textContent;document.body.appendChild(s)}events.forEach(function(e){addEventListener(e,start,true)});function afterPaint(){requestAnimationFrame(function(){setTimeout(function(){requestAnimationFrame(function(){setTimeout(start,0)})},0)})}addEventListener("load",afterPaint,{once:true})})();`;

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
    `<script${nonceAttribute}>${starter}</script>`;
  const start = match.index;
  const rewritten = html.slice(0, start) + replacement + html.slice(start + match[0].length);
  return rewritten.replace(modulePreload, "");
}
