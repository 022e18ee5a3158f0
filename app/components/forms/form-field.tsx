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
  optional = false,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </Label>
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
