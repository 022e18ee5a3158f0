import type { ReactNode } from "react";
import { FieldError, Label } from "~/components/ui/form-controls";

export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A labelled form control with its error message wired for assistive technology. */
export function FormField({
  name,
  label,
  error,
  hint,
  optional = false,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  /** A line under the label saying what the field is for or how to write it. */
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </Label>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
