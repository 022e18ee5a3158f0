import type { FieldIssue } from "~/lib/schemas/fields";
import type { SlotDay } from "./slot-labels";

/** What /book shows: the details form, the free times for a lead, or a note that booking is not here. */
export type BookPageData =
  | { step: "closed" }
  | {
      step: "details";
      /** Why the visitor is back at the first step (a link that expired), or a refusal (rate limit). */
      message?: string;
      issues: FieldIssue[];
      values: Record<string, string>;
    }
  | {
      step: "times";
      /** The lead, signed. */
      token: string;
      /** This page's key for the booking post: a second tap on it books nothing more. */
      key: string;
      days: SlotDay[];
      /** Why the times are shown again (a time just taken, a time not offered). */
      message?: string;
      /** The town or ZIP code the lead gave, when the form asks for the visit's street address. */
      askStreetIn?: string;
      /** The street the visitor typed, kept when the times come back, and why it was refused. */
      street?: string;
      streetError?: string;
    };

/** The visitor's page for one visit (/book/visit/:token). */
export type VisitPageData =
  | { state: "refused"; reason: "forged" | "expired" | "missing" }
  | {
      state: "visit";
      token: string;
      status: "requested" | "confirmed" | "cancelled" | "declined";
      date: string;
      time: string;
      address: string;
      service: string;
      /** What the visitor is doing: looking at the visit, picking another time, or confirming a cancellation. */
      view: "visit" | "change" | "cancel";
      /** Other free times (when picking another). */
      days: SlotDay[];
      /** What just happened ("booked", "moved", "cancelled") or why a change was refused. */
      notice?: { tone: "done" | "refused"; text: string };
    };

/** The intents the booking pages' forms post. */
export const bookIntents = { details: "details", book: "book", move: "move", cancel: "cancel" } as const;
