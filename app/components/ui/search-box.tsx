import { Search } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

interface SearchBoxProps {
  id: string;
  /** The box's accessible name (a visually hidden label). */
  label: string;
  placeholder: string;
  /** Where the form goes without JavaScript (a GET with `?q=`). */
  action: string;
  /** The search the page shows now. */
  value: string;
  /** Each change the visitor makes, including text typed before the page's script ran. */
  onValueChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  /** Hidden fields that go with the search without JavaScript (the chosen category). */
  children?: ReactNode;
}

/**
 * A search form that works without JavaScript (a GET form) and, with it,
 * reports each change. The box is left to the browser (uncontrolled), so
 * text typed before the script arrives is never overwritten: once the script
 * runs, that text is reported like any other change. A search set from
 * elsewhere (a Clear Filter link, back and forward) is written into the box.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  action,
  value,
  onValueChange,
  onSubmit,
  children,
}: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the script takes over the box
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed !== value) onValueChange(typed);
  }, []);
  useEffect(() => {
    // Only a search that changed here (not the first one, which the box may have overtaken).
    if (value === shown.current) return;
    shown.current = value;
    const box = input.current;
    if (box && box.value !== value && document.activeElement !== box) box.value = value;
  }, [value]);
  return (
    <search className="mx-auto max-w-xl">
      <form
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(input.current?.value ?? "");
        }}
        className="relative"
      >
        {children}
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder={placeholder}
          className="h-12 w-full rounded-full border border-border bg-background pr-4 pl-11 text-base text-foreground placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring dark:placeholder:text-slate-400"
        />
      </form>
    </search>
  );
}
