import { createContext, type ReactNode, useContext } from "react";
import { type ControlProps, FormField } from "~/components/forms/form-field";
import { Input, PhotoInput, Select, Textarea } from "~/components/ui/form-controls";
import { fieldValue } from "~/lib/admin-form";

/**
 * The fields of a Content form. Each reads its starting value from the
 * form's values by its name (a path such as business.phone.display) and its
 * problem, if any, from the last check.
 */
interface FormState {
  values: unknown;
  errorFor: (field: string) => string | undefined;
}

const FormStateContext = createContext<FormState>({ values: {}, errorFor: () => undefined });

export function FormState({ values, errorFor, children }: FormState & { children: ReactNode }) {
  return <FormStateContext.Provider value={{ values, errorFor }}>{children}</FormStateContext.Provider>;
}

export function useFormState() {
  return useContext(FormStateContext);
}

interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** Spans both columns of a field group. */
  wide?: boolean;
}

function Field({
  name,
  label,
  hint,
  optional,
  wide,
  children,
}: FieldProps & { children: (props: ControlProps, value: string) => ReactNode }) {
  const { values, errorFor } = useFormState();
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      optional={optional}
      error={errorFor(name)}
      className={wide ? "sm:col-span-2" : undefined}
    >
      {(props) => children(props, fieldValue(values, name))}
    </FormField>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  step,
  ...field
}: FieldProps & {
  type?: "text" | "email" | "tel" | "url" | "number" | "date" | "datetime-local" | "time";
  autoComplete?: string;
  inputMode?: "numeric" | "decimal";
  step?: string;
}) {
  return (
    <Field {...field}>
      {(props, value) => (
        <Input
          {...props}
          type={type}
          autoComplete={autoComplete ?? "off"}
          inputMode={inputMode}
          step={step}
          required={!field.optional}
          defaultValue={value}
        />
      )}
    </Field>
  );
}

/** Longer text, or a list written one item per line. */
export function TextAreaField({ rows = 4, ...field }: FieldProps & { rows?: number }) {
  return (
    <Field {...field}>
      {(props, value) => <Textarea {...props} rows={rows} required={!field.optional} defaultValue={value} />}
    </Field>
  );
}

export function SelectField({
  options,
  ...field
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field {...field}>
      {(props, value) => (
        <Select {...props} defaultValue={value}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function CheckboxField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const { values } = useFormState();
  const checked = ["true", "on"].includes(fieldValue(values, name));
  const id = `field-${name}`;
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A photo sent with the form (the form must be multipart). */
export function PhotoField({ required, ...field }: FieldProps & { required?: boolean }) {
  return <Field {...field}>{(props) => <PhotoInput {...props} required={required} />}</Field>;
}
