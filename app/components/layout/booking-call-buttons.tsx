import { CalendarCheck, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonVariantProps } from "~/components/ui/button";
import { useSite } from "~/lib/use-site";
import { ScheduleLink } from "./schedule-link";

/** "light" for a page's own background; "dark" for the dark hero and closing bands. */
type Tone = "light" | "dark";

interface ActionProps {
  tone?: Tone;
  /** Overrides the look the tone gives (e.g. a solid call button where it is the main action). */
  variant?: ButtonVariantProps["variant"];
  size?: "default" | "lg";
  label?: ReactNode;
  className?: string;
  onClick?: () => void;
}

/** Opens the booking page: this site's own, or the external scheduler in a new tab. */
export function BookingButton({
  tone = "light",
  variant = tone === "dark" ? "onDark" : "default",
  size = "lg",
  label = "Schedule Free Estimate",
  className,
  onClick,
}: ActionProps) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <ScheduleLink onClick={onClick}>
        <CalendarCheck aria-hidden="true" /> {label}
      </ScheduleLink>
    </Button>
  );
}

/** Calls the business (`label` defaults to "Call" and the number). */
export function CallButton({
  tone = "light",
  variant = tone === "dark" ? "outlineOnDark" : "outline",
  size = "lg",
  label,
  className,
}: ActionProps) {
  const { business, telHref } = useSite();
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href={telHref}>
        <Phone aria-hidden="true" /> {label ?? `Call ${business.phone.display}`}
      </a>
    </Button>
  );
}

/** The two ways to get an estimate, side by side: book online, or call. */
export function BookingCallButtons({
  tone = "light",
  size = "lg",
  bookLabel,
  callLabel,
}: {
  tone?: Tone;
  size?: ActionProps["size"];
  bookLabel?: ReactNode;
  callLabel?: ReactNode;
}) {
  return (
    <>
      <BookingButton tone={tone} size={size} label={bookLabel} />
      <CallButton tone={tone} size={size} label={callLabel} />
    </>
  );
}
