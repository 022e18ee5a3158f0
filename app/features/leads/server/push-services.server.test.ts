import { describe, expect, it } from "vitest";
import { isPushServiceAddress } from "./push-services.server";

describe("push service addresses", () => {
  it("takes the browsers' push services on the standard port", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGh0dHBz",
      "https://wns2-by3p.notify.windows.com/w/?token=abc",
    ]) {
      expect(isPushServiceAddress(endpoint), endpoint).toBe(true);
    }
  });

  it("refuses any other host, another port, plain http and credentials in the address", () => {
    for (const endpoint of [
      "https://evil.example/push",
      "https://fcm.googleapis.com.evil.example/x",
      "https://notfcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "http://fcm.googleapis.com/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://169.254.169.254/latest/meta-data/",
      "https://127.0.0.1/push",
      "not an address",
    ]) {
      expect(isPushServiceAddress(endpoint), endpoint).toBe(false);
    }
  });

  it("takes the hosts the operator adds (PUSH_SERVICE_HOSTS), with their port", () => {
    expect(isPushServiceAddress("https://push.mysite.example/x", ["push.mysite.example"])).toBe(true);
    expect(isPushServiceAddress("https://127.0.0.1:9/push/a", ["127.0.0.1:9"])).toBe(true);
    expect(isPushServiceAddress("https://127.0.0.1:10/push/a", ["127.0.0.1:9"])).toBe(false);
  });
});
