import { Star } from "lucide-react";
import { cn } from "~/components/ui/cn";

/** A rating shown with one decimal and whole stars filled out of 5. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.floor(rating);
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span className="flex" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            data-filled={n <= filled ? "true" : "false"}
            className={cn("size-4", n <= filled ? "fill-amber-400 text-amber-400" : "text-slate-400")}
          />
        ))}
      </span>
      <span className="font-semibold" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
