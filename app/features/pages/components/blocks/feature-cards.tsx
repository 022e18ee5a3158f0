import type { IconData } from "~/lib/icons";
import type { FeatureCard } from "~/seed/types";
import { ContentIcon } from "./content-icon";

/** A card whose icon name the loader turned into a drawing (`contentIcon`). */
export type FeatureCardData = Omit<FeatureCard, "icon"> & { icon: IconData };

/** A grid of icon cards (h3 title + text). */
export function FeatureCards({ items, columns = 4 }: { items: FeatureCardData[]; columns?: 3 | 4 }) {
  return (
    <ul
      className={
        columns === 4
          ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      }
    >
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the owner's cards, in his order (two may share a title)
        <li key={index} data-reveal className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary dark:text-blue-300">
            <ContentIcon drawing={item.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
