import { Palette } from "lucide-react";
import { siFacebook, siInstagram, siTiktok, siX, siYelp, siYoutube } from "simple-icons";
import { ExternalLink } from "~/components/ui/external-link";
import { socialLinks } from "~/content/site";

const brandPaths: Record<string, string> = {
  Facebook: siFacebook.path,
  Instagram: siInstagram.path,
  TikTok: siTiktok.path,
  X: siX.path,
  YouTube: siYoutube.path,
  Yelp: siYelp.path,
};

export function SocialIcons() {
  return (
    <ul className="flex flex-wrap gap-2">
      {socialLinks.map((link) => {
        const path = brandPaths[link.name];
        return (
          <li key={link.name}>
            <ExternalLink
              href={link.href}
              className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-primary"
              aria-label={link.name}
            >
              {path ? (
                <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
                  <path d={path} />
                </svg>
              ) : (
                <Palette className="size-4" aria-hidden="true" />
              )}
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
