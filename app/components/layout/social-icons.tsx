import { Palette } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { useSite } from "~/lib/use-site";

const circle =
  "flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-primary";
const pill =
  "flex h-10 items-center gap-2 rounded-full bg-slate-800 px-4 text-sm font-medium whitespace-nowrap text-slate-100 hover:bg-primary";

/**
 * The profile's links to other sites (footer). A network with a logo in
 * public/social/ shows as its logo, named for screen readers and as a
 * tooltip; any other link (no logo chosen) shows its name beside a palette,
 * so no icon is left for the visitor to guess.
 */
export function SocialIcons() {
  const { socialLinks } = useSite();
  return (
    <ul className="flex flex-wrap gap-2">
      {socialLinks.map((link) => (
        <li key={link.name}>
          {link.icon ? (
            <ExternalLink href={link.href} className={circle} aria-label={link.name} title={link.name}>
              <img
                src={`/social/${link.icon}.svg`}
                alt=""
                width={16}
                height={16}
                loading="lazy"
                decoding="async"
                className="size-4"
              />
            </ExternalLink>
          ) : (
            <ExternalLink href={link.href} className={pill}>
              <Palette className="size-4" aria-hidden="true" />
              {link.name}
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
