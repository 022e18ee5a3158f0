import { useEffect, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import { moneyText } from "~/lib/money";
import { formatQuantity, lineTotalCents, optionTotals } from "../quote-totals";
import type { QuoteOptionView, QuoteView } from "../quote-view";

/**
 * The quote's options side by side (stacked on a phone), each with its lines
 * and totals. When the customer may choose, each option is a radio card and
 * each optional line a checkbox; the totals follow the choice as they tick
 * (the server works them out again from its own prices on acceptance).
 */
export function QuoteOptions({ quote, choosing }: { quote: QuoteView; choosing: boolean }) {
  const initial = quote.options.find((o) => o.recommended)?.id ?? quote.options[0]?.id ?? "";
  const [chosen, setChosen] = useState(quote.acceptance?.optionId ?? initial);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set(quote.acceptance?.optionalLineIds ?? []));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  };
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // A choice made before the page's script arrived is kept (the inputs are the browser's): read it once.
  useEffect(() => {
    const inputs = fieldset.current?.querySelectorAll<HTMLInputElement>("input") ?? [];
    const checked = [...inputs].filter((input) => input.checked);
    const radio = checked.find((input) => input.type === "radio");
    if (radio) setChosen(radio.value);
    setTicked(new Set(checked.filter((input) => input.type === "checkbox").map((input) => input.value)));
  }, []);
  const columns = quote.options.length;
  return (
    <fieldset ref={fieldset}>
      <legend className="mb-3 text-xl font-semibold">
        <h2>{choosing ? "Choose an option" : quote.options.length > 1 ? "The options" : "The work"}</h2>
      </legend>
      <ul className={cn("grid gap-4", columns === 2 && "md:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
        {quote.options.map((option) => (
          <li key={option.id}>
            <OptionCard
              quote={quote}
              option={option}
              choosing={choosing}
              chosen={chosen === option.id}
              ticked={ticked}
              onChoose={() => setChosen(option.id)}
              onTick={toggle}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function OptionCard({
  quote,
  option,
  choosing,
  chosen,
  ticked,
  onChoose,
  onTick,
}: {
  quote: QuoteView;
  option: QuoteOptionView;
  choosing: boolean;
  chosen: boolean;
  ticked: ReadonlySet<string>;
  onChoose: () => void;
  onTick: (id: string, on: boolean) => void;
}) {
  const picked = new Set(
    option.lines.flatMap((line, i) => (line.optional && ticked.has(line.id) ? [i] : [])),
  );
  const totals = optionTotals(option.lines, picked, quote.taxRate, quote.depositPercent);
  const radioId = `option-${option.id}`;
  return (
    <div
      className={cn(
        "flex h-full flex-col rounded-xl border bg-card p-4 shadow-sm sm:p-5",
        chosen && choosing ? "border-primary ring-2 ring-primary" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {choosing ? (
          <input
            id={radioId}
            type="radio"
            name="optionId"
            value={option.id}
            defaultChecked={chosen}
            onChange={onChoose}
            className="size-5 accent-primary"
          />
        ) : null}
        <h3 className="text-lg font-semibold">
          {choosing ? <label htmlFor={radioId}>{option.name}</label> : option.name}
        </h3>
        {option.recommended ? (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary dark:text-blue-300">
            Recommended
          </span>
        ) : null}
      </div>
      <ul className="mt-3 flex-1 divide-y divide-border text-sm">
        {option.lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              {line.optional && choosing ? (
                <span className="flex items-start gap-2">
                  <input
                    id={`line-${line.id}`}
                    type="checkbox"
                    name="optionalLineIds[]"
                    value={line.id}
                    defaultChecked={ticked.has(line.id)}
                    onChange={(event) => onTick(line.id, event.currentTarget.checked)}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                  />
                  <label htmlFor={`line-${line.id}`} className="break-words">
                    {line.description} <span className="text-muted-foreground">(optional)</span>
                  </label>
                </span>
              ) : (
                <span className="break-words">
                  {line.description}
                  {line.optional ? <span className="text-muted-foreground"> (optional)</span> : null}
                </span>
              )}
              <span className="block text-muted-foreground">
                {formatQuantity(line.quantity)} {line.unit} × {moneyText(line.unitPriceCents)}
              </span>
            </div>
            <span className="shrink-0 tabular-nums">{moneyText(lineTotalCents(line))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-border pt-3 text-sm">
        {totals.taxCents > 0 ? (
          <>
            <Row label="Subtotal" value={totals.subtotalCents} />
            <Row label={`Sales tax (${quote.taxRate / 1000}%)`} value={totals.taxCents} />
          </>
        ) : null}
        <Row label="Total" value={totals.totalCents} strong />
        {quote.depositPercent > 0 ? (
          <Row label={`Deposit to book (${quote.depositPercent}%)`} value={totals.depositCents} />
        ) : null}
      </dl>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-3", strong && "text-base font-bold")}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{moneyText(value)}</dd>
    </div>
  );
}
