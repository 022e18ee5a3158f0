import { and, eq, like, ne } from "drizzle-orm";
import { verifications } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";

/** The identifier better-auth gives a reset token in its verification table. */
export const tokenIdentifier = (token: string) => `reset-password:${token}`;

/** Ends every set-password link of `userId` but `keep` (a newer link was made, or a password was set). */
export async function retireSetPasswordLinks(userId: string, keep?: string): Promise<void> {
  await getDb()
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, "reset-password:%"),
        eq(verifications.value, userId),
        keep ? ne(verifications.identifier, tokenIdentifier(keep)) : undefined,
      ),
    );
}
