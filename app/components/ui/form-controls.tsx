import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

const control =
  "w-full rounded-md border border-border bg-background px-3 text-base text-foreground placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive dark:placeholder:text-slate-400";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("mb-1.5 block text-sm font-medium", className)} {...props} />;
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-32 py-2", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "h-11", className)} {...props} />;
}

/** The picture formats the photo inputs offer (the server checks the bytes, whatever this says). */
const photoTypes = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif";

/** A file input for photos, its button as large as the other controls. */
export function PhotoInput({ className, ...props }: Omit<ComponentProps<"input">, "type" | "accept">) {
  return (
    <input
      type="file"
      accept={photoTypes}
      className={cn(
        "block w-full text-sm file:mr-3 file:h-11 file:rounded-md file:border file:border-border file:bg-background file:px-4 file:font-semibold file:text-foreground hover:file:bg-muted",
        className,
      )}
      {...props}
    />
  );
}

/** An error under a field; give the field aria-describedby={id}. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
