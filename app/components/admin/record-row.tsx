import { Eye, EyeOff, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { MoveButtons, RowButton } from "./row-button";

/** How a row sits in its list. */
const layouts = {
  /** A card: the summary and the buttons side by side, with room below (testimonials, openings). */
  card: {
    item: "rounded-lg border border-border p-4",
    main: "flex flex-wrap items-start justify-between gap-3",
    summary: "min-w-0",
    title: "font-semibold",
    buttons: "flex flex-wrap gap-2",
  },
  /** A tile of a grid: a picture beside the summary, the buttons at its foot (the gallery). */
  tile: {
    item: "flex min-w-0 gap-3 rounded-lg border border-border p-3",
    main: "flex min-w-0 flex-1 flex-col gap-2",
    summary: "min-w-0",
    title: "truncate font-semibold",
    buttons: "mt-auto flex flex-wrap gap-2",
  },
  /** A line of a divided list (the blog's posts). */
  line: {
    item: "p-4",
    main: "flex flex-wrap items-center justify-between gap-x-4 gap-y-2",
    summary: "min-w-0 flex-1 basis-64",
    title: "font-semibold",
    buttons: "flex items-center gap-3",
  },
} as const;

/**
 * One record in an admin list: its title and summary, and what the owner can
 * do to it there: move it within the site's order, hide or show it, edit it.
 * The buttons are named for screen readers by the record's `name`.
 */
export function RecordRow({
  id,
  name,
  layout,
  label,
  hidden,
  hiddenPill = false,
  leading,
  title,
  children,
  order,
  showHide,
  edit,
  extra,
  below,
}: {
  id: string;
  /** The record's name in the buttons' accessible names ("Move Karen S. up", "Edit Karen S."). */
  name: string;
  layout: keyof typeof layouts;
  /** The row's accessible name, when it has one. */
  label?: string;
  /** Kept off the site: the row is greyed (and the Show/Hide button offers Show). */
  hidden?: boolean;
  /** Says "Hidden" beside the title of a hidden record. */
  hiddenPill?: boolean;
  /** Before the summary (the gallery's thumbnail). */
  leading?: ReactNode;
  title: ReactNode;
  /** The summary under the title. */
  children?: ReactNode;
  /** Move up and Move down, for the row at `index` of `count`. */
  order?: { index: number; count: number };
  /** A Show/Hide button, with its word beside the icon or the icon alone. */
  showHide?: "labelled" | "icon";
  /** The record's edit page. */
  edit?: string;
  /** More after the buttons (the blog's state and its link to the site). */
  extra?: ReactNode;
  /** Under the whole row (a testimonial's text). */
  below?: ReactNode;
}) {
  const style = layouts[layout];
  const action = hidden ? "Show" : "Hide";
  return (
    <li aria-label={label} className={cn(style.item, hidden && "bg-muted")}>
      {leading}
      <div className={style.main}>
        <div className={style.summary}>
          <p className={style.title}>
            {title}
            {hiddenPill && hidden ? (
              <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
                Hidden
              </span>
            ) : null}
          </p>
          {children}
        </div>
        <div className={style.buttons}>
          {order ? <MoveButtons id={id} name={name} index={order.index} count={order.count} /> : null}
          {showHide ? (
            <RowButton id={id} intent={hidden ? "show" : "hide"} label={`${action} ${name}`}>
              {hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
              {showHide === "labelled" ? <span aria-hidden="true">{action}</span> : null}
            </RowButton>
          ) : null}
          {edit ? (
            <Button asChild variant="outline" size="sm">
              <Link to={edit}>
                <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {name}</span>
              </Link>
            </Button>
          ) : null}
          {extra}
        </div>
      </div>
      {below}
    </li>
  );
}
