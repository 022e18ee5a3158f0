import type { ComponentProps } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { useSite } from "~/lib/use-site";

/**
 * A "Schedule" link: to this site's booking page in the same tab when the
 * owner books visits here, or to his external scheduler in a new tab.
 */
export function ScheduleLink({ children, ...props }: Omit<ComponentProps<"a">, "href">) {
  const { schedule } = useSite();
  if (schedule.external)
    return (
      <ExternalLink href={schedule.href} {...props}>
        {children}
      </ExternalLink>
    );
  return (
    <Link to={schedule.href} {...props}>
      {children}
    </Link>
  );
}
