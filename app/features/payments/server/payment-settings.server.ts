/**
 * The owner's payment settings: the days after an invoice's due day its
 * reminders go out, and his other ways of being paid (offered when he marks
 * a payment). Kept in the owner's settings row; a fresh install has Stripe's
 * usual reminder days and two common means.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { ownerSettings } from "~/server/db/schema.server";

export interface PaymentSettings {
  reminderDays: number[];
  means: string[];
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  reminderDays: [1, 7, 14],
  means: ["Zelle", "Venmo"],
};

export async function readPaymentSettings(db: Db): Promise<PaymentSettings> {
  const [row] = await db
    .select({ reminderDays: ownerSettings.invoiceReminderDays, means: ownerSettings.paymentMeans })
    .from(ownerSettings)
    .where(eq(ownerSettings.id, 1));
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}

export async function savePaymentSettings(db: Db, settings: PaymentSettings): Promise<void> {
  const values = {
    invoiceReminderDays: settings.reminderDays,
    paymentMeans: settings.means,
    updatedAt: new Date(),
  };
  await db
    .insert(ownerSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: ownerSettings.id, set: values });
}
