import { Palette } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { useSite } from "~/lib/use-site";

export function SocialIcons() {
  const { socialLinks } = useSite();
  return (
    <ul className="flex flex-wrap gap-2">
      {socialLinks.map((link) => (
        <li key={link.name}>
          <ExternalLink
            href={link.href}
            className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-primary"
            aria-label={link.name}
          >
            {link.icon ? (
              <img
                src={`/social/${link.icon}.svg`}
                alt=""
                width={16}
                height={16}
                loading="lazy"
                decoding="async"
                className="size-4"
              />
            ) : (
              <Palette className="size-4" aria-hidden="true" />
            )}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
