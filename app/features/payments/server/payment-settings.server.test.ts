import { expect, it } from "vitest";
import { onEachDatabase } from "../../../../tests/support/databases";
import { paymentSettingsSchema } from "../schemas/payment-settings";
import {
  DEFAULT_PAYMENT_SETTINGS,
  readPaymentSettings,
  savePaymentSettings,
} from "./payment-settings.server";

it("reads the reminder days and the other means as the owner types them", () => {
  expect(
    paymentSettingsSchema.parse({ reminderDays: "14, 1,7, 7", means: "Zelle,  Venmo\nCash App, Zelle" }),
  ).toEqual({
    reminderDays: [1, 7, 14],
    means: ["Zelle", "Venmo", "Cash App"],
  });
  expect(paymentSettingsSchema.parse({ reminderDays: "", means: "" })).toEqual({
    reminderDays: [],
    means: [],
  });
  for (const reminderDays of ["0", "91", "2.5", "soon"]) {
    expect(paymentSettingsSchema.safeParse({ reminderDays, means: "" }).success).toBe(false);
  }
  expect(paymentSettingsSchema.safeParse({ reminderDays: "1", means: "x".repeat(31) }).success).toBe(false);
});

onEachDatabase("payment settings", (database) => {
  it("starts with a fresh install's days and means, and keeps the owner's", async () => {
    const { db } = database();
    expect(await readPaymentSettings(db)).toEqual(DEFAULT_PAYMENT_SETTINGS);
    await savePaymentSettings(db, { reminderDays: [3], means: ["Cash App"] });
    expect(await readPaymentSettings(db)).toEqual({ reminderDays: [3], means: ["Cash App"] });
  });
});
