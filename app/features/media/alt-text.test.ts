import { describe, expect, it } from "vitest";
import { suggestAlt } from "./alt-text";

describe("the alt text offered for a project's picture", () => {
  it("says what the job was and where, after and before", () => {
    const project = { title: "Sage Green Living Room", category: "Interior", cityName: "Shoreview" };
    expect(suggestAlt(project)).toBe("Sage Green Living Room: interior project in Shoreview, finished");
    expect(suggestAlt(project, true)).toBe(
      "Sage Green Living Room before the work: interior project in Shoreview",
    );
  });

  it("is never empty, even with nothing typed", () => {
    expect(suggestAlt({ title: "  ", category: "" })).toBe("A finished job: project, finished");
  });
});
