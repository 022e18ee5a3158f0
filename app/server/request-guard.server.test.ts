import { describe, expect, it } from "vitest";
import { landingFromLocation } from "~/features/insights/landing";
import { leadSourceFrom } from "~/features/leads/server/lead-source.server";
import { FormBodyError, MAX_FORM_BYTES, readFormBody } from "~/server/form-body.server";
import { crossSiteReason } from "~/server/request-guard.server";

const ownHosts = ["localhost:3000", "www.advancedpainting.example"];

describe("crossSiteReason", () => {
  it("lets reads through whatever their headers say", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(crossSiteReason({ method, origin: "https://evil.example", ownHosts })).toBeUndefined();
    }
  });

  it("accepts a post whose Origin is this site", () => {
    expect(crossSiteReason({ method: "POST", origin: "http://localhost:3000", ownHosts })).toBeUndefined();
    expect(
      crossSiteReason({ method: "POST", origin: "https://www.advancedpainting.example", ownHosts }),
    ).toBeUndefined();
  });

  it.each([
    "https://evil.example",
    "http://localhost:3001",
    "https://advancedpainting.example.evil.example",
    "null",
    "file://",
  ])("refuses a post from origin %s", (origin) => {
    expect(crossSiteReason({ method: "POST", origin, ownHosts })).toBeDefined();
  });

  it("accepts Origin null only when the browser says the post came from this site", () => {
    const origin = "null";
    expect(
      crossSiteReason({ method: "POST", origin, secFetchSite: "same-origin", ownHosts }),
    ).toBeUndefined();
    for (const secFetchSite of ["cross-site", "same-site", "none", undefined]) {
      expect(crossSiteReason({ method: "POST", origin, secFetchSite, ownHosts })).toBeDefined();
    }
  });

  it("falls back to Sec-Fetch-Site and Referer when there is no Origin", () => {
    expect(crossSiteReason({ method: "POST", secFetchSite: "cross-site", ownHosts })).toBeDefined();
    expect(crossSiteReason({ method: "POST", referer: "https://evil.example/form", ownHosts })).toBeDefined();
    expect(
      crossSiteReason({ method: "POST", referer: "http://localhost:3000/contact", ownHosts }),
    ).toBeUndefined();
    expect(crossSiteReason({ method: "POST", secFetchSite: "same-origin", ownHosts })).toBeUndefined();
  });

  it("lets a post without any browser header through (not a browser on another site)", () => {
    expect(crossSiteReason({ method: "POST", ownHosts })).toBeUndefined();
  });
});

function post(body: BodyInit, contentType?: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/contact", {
    method: "POST",
    body,
    headers: { ...(contentType ? { "content-type": contentType } : {}), ...headers },
  });
}

async function bodyError(request: Request): Promise<number | undefined> {
  try {
    await readFormBody(request);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(FormBodyError);
    return (error as FormBodyError).status;
  }
}

describe("readFormBody", () => {
  it("reads url-encoded and multipart posts", async () => {
    const encoded = await readFormBody(
      post("name=J%C3%B6rg+Smith&x=1&x=2", "application/x-www-form-urlencoded"),
    );
    expect(encoded.get("name")).toBe("Jörg Smith");
    expect(encoded.getAll("x")).toEqual(["1", "2"]);
    const multipart = new FormData();
    multipart.append("name", "Jane");
    const read = await readFormBody(
      new Request("http://localhost/contact", { method: "POST", body: multipart }),
    );
    expect(read.get("name")).toBe("Jane");
  });

  it("turns invalid UTF-8 into replacement characters instead of failing", async () => {
    const form = await readFormBody(post("name=%FF%FE", "application/x-www-form-urlencoded"));
    expect(form.get("name")).toBe("\uFFFD\uFFFD");
  });

  it("refuses other content types (415)", async () => {
    expect(await bodyError(post('{"name":"x"}', "application/json"))).toBe(415);
    expect(await bodyError(post("name=x", "text/plain"))).toBe(415);
    expect(await bodyError(post("name=x"))).toBe(415);
  });

  it("refuses a body larger than the cap (413), declared or not", async () => {
    const big = `message=${"a".repeat(MAX_FORM_BYTES)}`;
    expect(await bodyError(post(big, "application/x-www-form-urlencoded"))).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("a".repeat(8192)));
        controller.close();
      },
    });
    const chunked = new Request("http://localhost/contact", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await bodyError(chunked)).toBe(413);
    expect(
      await bodyError(post("a=1", "application/x-www-form-urlencoded", { "content-length": "999999999" })),
    ).toBe(413);
  });

  it("refuses a malformed multipart body (400)", async () => {
    expect(await bodyError(post("--nope\r\ngarbage", "multipart/form-data; boundary=xyz"))).toBe(400);
  });
});

describe("landingFromLocation", () => {
  it("keeps the landing path, an outside referrer (origin and path) and the five UTM parameters", () => {
    expect(
      landingFromLocation(
        "https://www.advancedpainting.example/service/exterior-painting?utm_source=google&utm_medium=cpc&utm_campaign=%20spring%20&utm_term=&gclid=abc&utm_id=9",
        "https://www.google.com/search?q=painter+shoreview",
      ),
    ).toEqual({
      landingPage: "/service/exterior-painting",
      referrer: "https://www.google.com/search",
      utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
    });
  });

  it("ignores the site's own pages as referrer", () => {
    expect(
      landingFromLocation(
        "https://www.advancedpainting.example/contact",
        "https://www.advancedpainting.example/",
      ).referrer,
    ).toBe("");
    expect(landingFromLocation("https://www.advancedpainting.example/", "").referrer).toBe("");
  });
});

describe("leadSourceFrom", () => {
  const request = (headers: Record<string, string> = {}) =>
    new Request("http://localhost:3000/contact", { method: "POST", headers });
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.append(key, value);
    return data;
  };

  it("stores the landing page, the referrer and the UTM parameters the form carried", () => {
    expect(
      leadSourceFrom(
        form({
          landing_page: "/service-area/woodbury",
          landing_referrer: "https://www.bing.com/search?q=private",
          utm_source: " newsletter ",
          utm_medium: "email",
          utm_campaign: "x".repeat(500),
          utm_other: "ignored",
        }),
        request(),
        "/contact",
      ),
    ).toEqual({
      sourcePath: "/service-area/woodbury",
      referrer: "https://www.bing.com/search",
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "x".repeat(200) },
    });
  });

  it.each(["//evil.example/x", "https://evil.example/", "javascript:alert(1)", "contact", "/\\evil"])(
    "refuses %j as a landing page and falls back to the form's page",
    (landing) => {
      expect(leadSourceFrom(form({ landing_page: landing }), request(), "/contact").sourcePath).toBe(
        "/contact",
      );
    },
  );

  it("refuses a referrer that is not a web address", () => {
    expect(
      leadSourceFrom(form({ landing_referrer: "javascript:alert(1)" }), request(), "/contact").referrer,
    ).toBeNull();
  });

  it("without landing fields (no JavaScript) uses the Referer of this site, else the form's page", () => {
    expect(
      leadSourceFrom(form({}), request({ referer: "http://localhost:3000/nominate?x=1" }), "/contact"),
    ).toEqual({ sourcePath: "/nominate", referrer: null, utm: {} });
    expect(
      leadSourceFrom(form({}), request({ referer: "https://evil.example/page" }), "/contact").sourcePath,
    ).toBe("/contact");
  });
});
