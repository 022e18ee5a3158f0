import { describe, expect, it } from "vitest";
import { leadFiltersSearch, pageCount, parseLeadFilters } from "~/features/leads/lead-filters";
import { csvCell, toCsv } from "~/lib/csv";

describe("parseLeadFilters", () => {
  it("defaults to the contacts tab, every status, no search, page 1", () => {
    expect(parseLeadFilters(new URLSearchParams())).toEqual({
      tab: "contacts",
      status: "all",
      q: "",
      page: 1,
    });
  });

  it("reads a known tab, status, trimmed search and page", () => {
    const filters = parseLeadFilters(new URLSearchParams("tab=nominations&status=won&q=%20Smith%20&page=3"));
    expect(filters).toEqual({ tab: "nominations", status: "won", q: "Smith", page: 3 });
  });

  it("falls back on anything it does not know", () => {
    const filters = parseLeadFilters(new URLSearchParams("tab=users&status=deleted&page=-2"));
    expect(filters).toEqual({ tab: "contacts", status: "all", q: "", page: 1 });
    expect(parseLeadFilters(new URLSearchParams("page=1e9999")).page).toBe(1);
    expect(parseLeadFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  it("round-trips through the address it makes", () => {
    const filters = { tab: "nominations", status: "contacted", q: "a&b c", page: 2 } as const;
    expect(parseLeadFilters(new URLSearchParams(leadFiltersSearch(filters)))).toEqual(filters);
    expect(leadFiltersSearch({ tab: "contacts", status: "all", q: "", page: 1 })).toBe("");
  });
});

describe("pageCount", () => {
  it("is at least one and rounds up", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe("CSV export cells", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(7)).toBe("7");
  });

  it("neutralises what a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+15551234")).toBe("'+15551234");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("makes a document spreadsheets open as UTF-8 with Windows line ends", () => {
    const csv = toCsv([
      ["Name", "Note"],
      ["Zoë", "ok"],
    ]);
    expect(csv).toBe("\uFEFFName,Note\r\nZoë,ok\r\n");
  });
});
