import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSecureContext } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAt, fetchCalendar, isInsideAddress } from "./calendar-fetch.server";

describe("an address inside the server's network, in any form", () => {
  it("is refused whatever IPv6 form carries a private IPv4 address", () => {
    for (const inside of [
      "::127.0.0.1", // IPv4-compatible, dotted
      "::7f00:1", // the same, as the URL parser writes [::127.0.0.1]
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::a9fe:a9fe", // 169.254.169.254
      "0:0:0:0:0:ffff:c0a8:0101",
      "64:ff9b::127.0.0.1", // NAT64
      "64:ff9b::a00:1",
      "64:ff9b::a9fe:a9fe",
      "64:ff9b:1::8.8.8.8", // NAT64 for a local network: refused whole
      "2002:7f00:1::1", // 6to4 of 127.0.0.1
      "2002:c0a8:101::", // 6to4 of 192.168.1.1
      "2002:a00:1:1::1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo
      "fe80::1%eth0",
      "fc00::1",
      "ff02::1",
      "::",
      "::1",
      "[::1]",
    ]) {
      expect(isInsideAddress(inside), inside).toBe(true);
    }
    for (const outside of [
      "8.8.8.8",
      "64:ff9b::808:808", // NAT64 of 8.8.8.8
      "::ffff:8.8.8.8",
      "2002:808:808::1", // 6to4 of 8.8.8.8
      "2606:4700:4700::1111",
      "2607:f8b0:4009:80b::200e",
    ]) {
      expect(isInsideAddress(outside), outside).toBe(false);
    }
  });

  it("is refused in a calendar address written in those forms", async () => {
    for (const host of ["[::127.0.0.1]", "[::ffff:7f00:1]", "[64:ff9b::10.0.0.1]", "[2002:c0a8:101::1]"]) {
      await expect(fetchCalendar({ url: `https://${host}/cal.ics` }), host).rejects.toThrow(
        /private network/,
      );
    }
  });
});

describe("the connection", () => {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    if (request.url === "/same") response.writeHead(304, { etag: '"v1"' }).end();
    else response.writeHead(200, { "content-type": "text/calendar", etag: '"v2"' }).end("BEGIN:VCALENDAR");
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("goes to the address that was checked, never resolving the name again, and keeps the name as Host", async () => {
    // The name does not resolve at all: only the checked address can be reached.
    const doFetch = fetchAt([{ address: "127.0.0.1", family: 4 }]);
    const response = await doFetch(new URL(`http://calendar.invalid:${port}/cal.ics`), {
      headers: { Accept: "text/calendar" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe('"v2"');
    expect(await response.text()).toBe("BEGIN:VCALENDAR");
    expect(seen.at(-1)?.host).toBe(`calendar.invalid:${port}`);
    const same = await doFetch(new URL(`http://calendar.invalid:${port}/same`));
    expect(same.status).toBe(304);
  });

  it("over TLS names the host it was given (SNI) and checks the certificate against it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "calendar-tls-"));
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        "key.pem",
        "-out",
        "cert.pem",
        "-days",
        "1",
        "-subj",
        "/CN=calendar.invalid",
      ],
      { cwd: dir, encoding: "utf8" },
    );
    expect(made.status, made.stderr).toBe(0);
    const names: string[] = [];
    const options = {
      key: readFileSync(path.join(dir, "key.pem")),
      cert: readFileSync(path.join(dir, "cert.pem")),
    };
    const tls = createHttpsServer(
      {
        ...options,
        SNICallback: (name, done) => {
          names.push(name);
          done(null, createSecureContext(options));
        },
      },
      (_request, response) => response.end("BEGIN:VCALENDAR"),
    );
    await new Promise<void>((resolve) => tls.listen(0, "127.0.0.1", resolve));
    try {
      const tlsPort = (tls.address() as AddressInfo).port;
      const doFetch = fetchAt([{ address: "127.0.0.1", family: 4 }]);
      // The certificate is not one any authority signed: refused, after the server was asked for the name.
      await expect(doFetch(new URL(`https://calendar.invalid:${tlsPort}/cal.ics`))).rejects.toThrow(
        /self.signed|certificate/i,
      );
      expect(names).toEqual(["calendar.invalid"]);
    } finally {
      await new Promise((resolve) => tls.close(resolve));
    }
  });
});
