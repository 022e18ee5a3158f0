import { useEffect, useState } from "react";
import { type Landing, landingFields, readLanding, recordLanding, utmKeys } from "~/features/insights";

/**
 * Hidden fields carrying where this visit started (see app/features/insights/landing.ts).
 * Filled in the browser only; without JavaScript the server uses the Referer.
 */
export function VisitFields() {
  const [landing, setLanding] = useState<Landing | null>(null);
  useEffect(() => {
    // This effect runs before the root's: on a visit that starts on this page,
    // record it first.
    recordLanding();
    setLanding(readLanding());
  }, []);
  if (!landing) return null;
  return (
    <>
      <input type="hidden" name={landingFields.landingPage} value={landing.landingPage} />
      <input type="hidden" name={landingFields.referrer} value={landing.referrer} />
      {utmKeys.map((key) =>
        landing.utm[key] ? <input key={key} type="hidden" name={key} value={landing.utm[key]} /> : null,
      )}
    </>
  );
}
