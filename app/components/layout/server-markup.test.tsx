// @vitest-environment jsdom
/**
 * Canary for docs/decisions/0005-server-markup.md: React hydrates an element whose
 * content is an unchanging `dangerouslySetInnerHTML` without looking inside
 * or writing it, so the markup the server rendered there stays as it was. If
 * a React release starts patching such content, these tests fail.
 */
import { act, createElement, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

// What ServerMarkup renders in the browser: an empty, never-changing innerHTML.
function Kept({ server }: { server: boolean }) {
  if (server)
    return createElement(
      "div",
      { className: "contents" },
      createElement("p", null, "Footer from the server"),
    );
  return createElement("div", {
    className: "contents",
    suppressHydrationWarning: true,
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the pattern under test (ServerMarkup): an empty string, never written
    dangerouslySetInnerHTML: { __html: "" },
  });
}

function Page({ server }: { server: boolean }) {
  const [count, setCount] = useState(0);
  return createElement(
    "main",
    null,
    createElement("button", { type: "button", onClick: () => setCount((n) => n + 1) }, `Clicked ${count}`),
    createElement(Kept, { server }),
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("markup kept from the server (ServerMarkup)", () => {
  it("survives hydration and later renders of the page around it", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(createElement(Page, { server: true }));
    document.body.append(container);
    const paragraph = container.querySelector("p");
    expect(paragraph?.textContent).toBe("Footer from the server");

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, createElement(Page, { server: false }));
    });
    // The same element, untouched: not re-created, not emptied.
    expect(container.querySelector("p")).toBe(paragraph);
    expect(container.querySelector("p")?.textContent).toBe("Footer from the server");

    await act(async () => {
      container.querySelector("button")?.click();
    });
    // On a busy machine the click can come before hydration has finished; React replays it once it has.
    await vi.waitFor(() => expect(container.querySelector("button")?.textContent).toBe("Clicked 1"));
    expect(container.querySelector("p")).toBe(paragraph);
    errors.mockRestore();
  });
});
