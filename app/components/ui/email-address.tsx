import { Fragment } from "react";

/**
 * Where an e-mail address may wrap: after its "@" and before each dot, so a
 * line never ends inside a word ("info@" / "advancedpainting" / ".example").
 */
export function emailLineParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter((part) => part !== "");
}

/**
 * An e-mail address shown on a page: it wraps only at the points above
 * (a <wbr> each), and breaks inside a part only if that part alone is wider
 * than its line. Copying or reading it aloud gives the plain address.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span className="min-w-0 break-words">
      {emailLineParts(address).map((part, index) => (
        // The parts of one address never move, so their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
