import type { Db } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema.server";
import { bumpContentVersion } from "./version.server";

/**
 * How every change the owner makes to the site's content is written (each
 * record's own changes are in edits/). Each runs in one transaction that checks the record's revision (a save made from an older
 * copy of the form is refused, never silently written over a newer one),
 * writes an audit entry with the values before and after, and bumps the
 * content version, so every server renders its pages again.
 */

export interface Editor {
  db: Db;
  kind: "pglite" | "postgres";
  /** Who is making the change (the audit log's "who"). */
  userEmail: string;
  /** Called after the commit with the new version: this server renders the new content at once. */
  changed(version: number): void;
}

/** Someone saved the record after this form was opened. */
export class ConflictError extends Error {}
/** The record is gone (deleted in another tab). */
export class NotFoundError extends Error {}
/** A value that must be unique is already used; `field` names the form field. */
export class TakenError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

export type Entity =
  | "business_profile"
  | "testimonial"
  | "job_opening"
  | "blog_post"
  | "blog_category"
  | "gallery_project"
  | "faq_entry"
  | "page_text"
  | "city_page"
  | "communities"
  | "service"
  | "media";

export interface AuditEntry {
  entity: Entity;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

export async function write<T>(
  editor: Editor,
  scope: "site" | "blog",
  work: (tx: Db) => Promise<{ result: T; audit: AuditEntry[] }>,
): Promise<T> {
  const { result, version } = await editor.db.transaction(async (tx) => {
    const { result, audit } = await work(tx);
    if (audit.length > 0) {
      await tx.insert(auditLog).values(
        audit.map((entry) => ({
          userEmail: editor.userEmail,
          entity: entry.entity,
          entityId: entry.entityId,
          action: entry.action,
          before: entry.before ?? null,
          after: entry.after ?? null,
        })),
      );
    }
    return { result, version: await bumpContentVersion(tx, editor.kind, scope) };
  });
  editor.changed(version);
  return result;
}

/** The fields of a row the owner edits (no bookkeeping columns), for the audit log. */
export function fields<T extends Record<string, unknown>>(row: T) {
  const { revision: _revision, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest;
}
