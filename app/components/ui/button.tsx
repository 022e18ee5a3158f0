import { type ComponentProps, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { cn } from "~/components/ui/cn";

const buttonBase =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

/** The button's looks: a few lines instead of a variants library on every page. */
const variants = {
  variant: {
    default: "bg-primary text-primary-foreground hover:bg-primary-hover",
    destructive: "bg-red-700 text-white hover:bg-red-800",
    outline: "border border-border bg-background text-foreground hover:bg-muted",
    secondary: "bg-muted text-foreground hover:bg-slate-200 dark:hover:bg-slate-700",
    ghost: "text-foreground hover:bg-muted",
    link: "text-primary underline-offset-4 hover:underline dark:text-blue-300",
    /** On a dark band: a light button. */
    onDark: "bg-white text-blue-900 hover:bg-blue-50",
    /** On a dark band: an outlined button. */
    outlineOnDark: "border border-white text-white hover:bg-white/10",
  },
  size: {
    default: "h-10 px-4 py-2",
    sm: "h-9 px-3",
    lg: "h-12 px-6 text-base",
    icon: "size-10",
  },
};

export interface ButtonVariantProps {
  variant?: keyof typeof variants.variant;
  size?: keyof typeof variants.size;
}

/** The classes of a button with these variants (for a link styled as a button). */
export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return cn(buttonBase, variants.variant[variant ?? "default"], variants.size[size ?? "default"], className);
}

export interface ButtonProps extends ComponentProps<"button">, ButtonVariantProps {
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

type SlotProps = Record<string, unknown> & { children?: ReactNode; className?: string };

/**
 * Gives the only child (a link) the button's props: classes are joined and
 * event handlers of both run, the child's first; the child's other props win.
 * A few lines instead of a component library's Slot on every page.
 */
function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<SlotProps>;
  const merged: SlotProps = { ...slotProps, ...child.props };
  for (const [name, handler] of Object.entries(slotProps)) {
    const own = child.props[name];
    if (/^on[A-Z]/.test(name) && typeof handler === "function" && typeof own === "function") {
      merged[name] = (...args: unknown[]) => {
        own(...args);
        handler(...args);
      };
    }
  }
  merged.className = cn(slotProps.className, child.props.className);
  return cloneElement(child, merged);
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
