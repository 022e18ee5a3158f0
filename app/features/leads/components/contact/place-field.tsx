import { CircleCheck, Info, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormField } from "~/components/forms/form-field";
import { Input } from "~/components/ui/form-controls";

interface PlaceAnswer {
  state: "inside" | "outside" | "unknown";
  message: string;
}

/**
 * The ZIP code or town (optional), answered as the visitor types with
 * whether it lies inside the service area. Never a refusal: a request from
 * farther away is still sent, and the owner sees where it is.
 */
export function PlaceField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const [answer, setAnswer] = useState<PlaceAnswer | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef("");

  const ask = (place: string) => {
    const text = place.trim();
    clearTimeout(timer.current);
    if (text === asked.current) return;
    asked.current = text;
    // A ZIP code is looked up once all five digits are there; a town once a few letters are.
    if (!/^\d{5}$/.test(text) && !/[a-z]{3}/i.test(text)) {
      setAnswer(null);
      return;
    }
    fetch(`/service-area-check?place=${encodeURIComponent(text)}`)
      .then((response) => (response.ok ? (response.json() as Promise<PlaceAnswer>) : null))
      .then((result) => {
        if (asked.current === text) setAnswer(result);
      })
      .catch(() => {
        // Offline: no answer, and nothing else changes (the request can still be sent).
      });
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const Icon = answer?.state === "inside" ? CircleCheck : answer?.state === "outside" ? MapPin : Info;
  return (
    <FormField name="location" label="ZIP code or city" optional error={error}>
      {(props) => (
        <>
          <Input
            {...props}
            autoComplete="postal-code"
            placeholder="e.g. 55126 or Stillwater"
            maxLength={100}
            defaultValue={defaultValue}
            onChange={(event) => {
              const value = event.currentTarget.value;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => ask(value), 400);
            }}
            onBlur={(event) => ask(event.currentTarget.value)}
          />
          <p aria-live="polite" className="mt-1.5 min-h-5 text-sm">
            {answer ? (
              <span className="flex items-start gap-1.5">
                <Icon
                  className={`mt-0.5 size-4 shrink-0 ${answer.state === "inside" ? "text-green-700 dark:text-green-400" : "text-muted-foreground"}`}
                  aria-hidden="true"
                />
                {answer.message}
              </span>
            ) : null}
          </p>
        </>
      )}
    </FormField>
  );
}
