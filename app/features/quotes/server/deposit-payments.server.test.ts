import { describe, expect, it } from "vitest";
import { depositPayments, offlineDeposits } from "./deposit-payments.server";

const request = {
  quoteId: "3f0c8a44-9a53-4c83-9a3c-6a5c2b2f0e11",
  quoteNumber: 1042,
  customerName: "Pat Moe",
  depositCents: 44_250,
  paymentTerms: "Pay the deposit by check or card on the first day.",
};

describe("deposit payments", () => {
  it("are offline until a provider is chosen: the quote's own terms are the instructions", async () => {
    expect(depositPayments()).toBe(offlineDeposits);
    expect(await offlineDeposits.instructions(request)).toEqual({
      kind: "offline",
      text: "Pay the deposit by check or card on the first day.",
    });
  });

  it("say the owner will explain when the quote has no payment terms", async () => {
    const answer = await offlineDeposits.instructions({ ...request, paymentTerms: "  " });
    expect(answer.text).toBe("We will tell you how to pay the deposit when we call to set the start date.");
  });
});
