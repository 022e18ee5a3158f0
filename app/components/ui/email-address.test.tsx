import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress, emailLineParts } from "./email-address";

describe("emailLineParts", () => {
  it("breaks after the @ and before each dot", () => {
    expect(emailLineParts("info@advancedpainting.example")).toEqual([
      "info@",
      "advancedpainting",
      ".example",
    ]);
    expect(emailLineParts("jo.ann@mail.co.uk")).toEqual(["jo", ".ann@", "mail", ".co", ".uk"]);
  });

  it("keeps the address whole when joined", () => {
    for (const address of ["careers@advancedpainting.example", "a@b", "x.y.z@q.r"])
      expect(emailLineParts(address).join("")).toBe(address);
  });
});

describe("EmailAddress", () => {
  it("renders a <wbr> at each break point and no other break hint", () => {
    const html = renderToStaticMarkup(
      createElement(EmailAddress, { address: "info@advancedpainting.example" }),
    );
    expect(html).toBe('<span class="min-w-0 break-words">info@<wbr/>advancedpainting<wbr/>.example</span>');
  });
});
