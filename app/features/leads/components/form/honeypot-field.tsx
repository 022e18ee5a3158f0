import { HONEYPOT_FIELD } from "~/lib/form-result";

/**
 * A field for robots only: off-screen, hidden from assistive technology and
 * out of the tab order. People never fill it; a post that does is dropped.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
