import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (a
 * merge library would cost every page several KB of script): style variants
 * through `cva` variants or a wrapper element instead of overriding classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
