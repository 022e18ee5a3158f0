// @vitest-environment jsdom
import { act, createElement, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNearScreen, useOnReach } from "~/lib/use-near-screen";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  connected = true;
  readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void;
  readonly options: { rootMargin?: string; threshold?: number };
  constructor(callback: FakeObserver["callback"], options: FakeObserver["options"]) {
    this.callback = callback;
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.connected = false;
  }
  /** The browser's report: the watched element is (or is not) within the margins. */
  report(isIntersecting: boolean) {
    act(() => this.callback(this.targets.map((target) => ({ isIntersecting, target }))));
  }
}
const live = () => FakeObserver.all.filter((observer) => observer.connected);

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const lazy = { rootMargin: "200px", threshold: 0.1 };

function Card({ watch }: { watch: boolean }) {
  const { ref, near, watched } = useNearScreen<HTMLLIElement>(watch, lazy);
  return createElement("li", { ref }, `${near ? "near" : "far"} ${watched ? "watched" : "unwatched"}`);
}

describe("useNearScreen", () => {
  it("counts markup that is not watched as near, with no observer", () => {
    act(() => root.render(createElement(Card, { watch: false })));
    expect(container.textContent).toBe("near unwatched");
    expect(FakeObserver.all).toEqual([]);
  });

  it("is far until the observer, with the given margin and threshold, sees the element near; then stops watching", () => {
    act(() => root.render(createElement(Card, { watch: true })));
    expect(container.textContent).toBe("far unwatched");
    const [observer] = live();
    expect(observer?.options).toEqual(lazy);
    expect(observer?.targets).toEqual([container.querySelector("li")]);
    observer?.report(false);
    expect(container.textContent).toBe("far unwatched");
    observer?.report(true);
    expect(container.textContent).toBe("near watched");
    expect(live()).toEqual([]);
  });

  it("counts everything near at once in a browser without IntersectionObserver", () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    act(() => root.render(createElement(Card, { watch: true })));
    expect(container.textContent).toBe("near unwatched");
  });
});

/** A list that grows by one page each time its end is reached, as the gallery's does. */
function Pages({ total }: { total: number }) {
  const [shown, setShown] = useState(1);
  const end = useRef<HTMLParagraphElement>(null);
  useOnReach(end, () => setShown((n) => n + 1), "1000px 0px 200px 0px", String(shown));
  return createElement(
    "div",
    null,
    createElement("span", null, `pages ${shown}`),
    shown < total ? createElement("p", { ref: end }, "Show more") : null,
  );
}

describe("useOnReach", () => {
  it("calls once when the element is reached, and watches again for each round", () => {
    act(() => root.render(createElement(Pages, { total: 3 })));
    expect(container.textContent).toContain("pages 1");
    const first = live()[0];
    expect(first?.options).toEqual({ rootMargin: "1000px 0px 200px 0px" });
    first?.report(false);
    expect(container.textContent).toContain("pages 1");
    first?.report(true);
    expect(container.textContent).toContain("pages 2");
    expect(first?.connected).toBe(false);
    // A new round, a new observer: its first report says the element is still within reach.
    const second = live();
    expect(second).toHaveLength(1);
    second[0]?.report(true);
    expect(container.textContent).toBe("pages 3");
    // Nothing left to show: nothing watched.
    expect(live()).toEqual([]);
  });

  it("does nothing in a browser without IntersectionObserver", () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    act(() => root.render(createElement(Pages, { total: 3 })));
    expect(container.textContent).toBe("pages 1Show more");
  });
});
