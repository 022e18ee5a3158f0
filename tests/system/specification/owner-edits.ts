/**
 * The per-page readings of spec 000 §9 and spec 001 §9 are a fresh
 * install's; once the owner gives his own rating and hours (Content,
 * Business profile: Reputation and Hours), every page, the footer and the
 * structured data say his. Signed in and saved the way the admin's forms
 * post without JavaScript: each section's form as its page serves it, with
 * the changed fields, the site's Origin and the session cookie. Run last:
 * it changes the install the other tests read.
 */
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { markup } from "../support/server";
import { structuredHours, structuredRating } from "./search-data";
import {
  contentInfo,
  hoursPattern,
  htmlWords,
  localBusiness,
  region,
  type Site,
  saturday,
  stat,
  sundayClosed,
  weekdays,
  words,
} from "./site";

export interface Owner {
  email: string;
  password: string;
}

async function signIn(site: Site, owner: Owner): Promise<string> {
  const answer = await fetch(`${site.base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.base },
    body: new URLSearchParams({ intent: "login", ...owner }),
  });
  expect(answer.status, "the owner signs in").toBe(303);
  const session = answer.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
  return (session ?? "").split(";")[0] ?? "";
}

/** Saves one section of the business profile: its form's fields as served, with `changes` on top. */
async function saveSection(site: Site, cookie: string, section: string, changes: Record<string, string>) {
  const path = `/admin/content/profile/${section}`;
  const html = await (await fetch(`${site.base}${path}`, { headers: { cookie } })).text();
  const doc = new JSDOM(markup(html)).window.document;
  const form = [...doc.querySelectorAll("form")].find((element) => element.getAttribute("action") === path);
  if (!form) throw new Error(`no form on ${path}`);
  const fields: [string, string][] = [];
  for (const element of form.querySelectorAll<HTMLInputElement>(
    "input[name], select[name], textarea[name]",
  )) {
    if (["file", "submit", "button"].includes(element.type)) continue;
    if (["checkbox", "radio"].includes(element.type) && !element.checked) continue;
    if (element.name in changes) continue;
    fields.push([element.name, element.value]);
  }
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit][name]");
  if (submit) fields.push([submit.name, submit.value]);
  fields.push(...Object.entries(changes));
  const answer = await fetch(`${site.base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.base, cookie },
    body: new URLSearchParams(fields),
  });
  expect(answer.status, `saving ${section}: ${htmlWords(await answer.text()).slice(0, 300)}`).toBe(303);
}

const openWeekdays = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday"].flatMap((day) => [
    [`hours.weekly.${day}.status`, "open"],
    [`hours.weekly.${day}.opens`, "07:30"],
    [`hours.weekly.${day}.closes`, "17:30"],
  ]),
);

const hero = (main: Element) => main.querySelector("h1")?.closest("section") ?? main;

/** No reading of a fresh install is left: none of its ratings, review counts or "based on" figures. */
const freshReadings = /\b4\.[89]\b|\b190\b|\b200\+|\b127\b/;

export function describeOwnerEdits(site: Site, owner: Owner) {
  describe("spec 000 §9 / spec 001 §9 after the owner's own figures", () => {
    it("after the owner saves the rating and the hours once, every page, the footer and the structured data show his values", async () => {
      const cookie = await signIn(site, owner);
      await saveSection(site, cookie, "reputation", { "claims.rating": "4.7", "claims.reviewCount": "250" });
      await saveSection(site, cookie, "hours", openWeekdays);

      // A save reaches the pages at once on one server; allow the version's poll (every two seconds) a few rounds.
      const deadline = Date.now() + 10_000;
      do {
        site.forget();
        if (words(hero((await site.page("/")).main)).includes("4.7")) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      } while (Date.now() < deadline);

      const home = (await site.page("/")).main;
      expect(words(hero(home))).toContain("4.7");
      expect(words(hero(home))).toContain("250");
      expect(words(hero(home))).not.toMatch(freshReadings);
      expect(stat(home, "Average Rating")).toBe("4.7");
      expect(stat((await site.page("/about")).main, "Average Rating")).toBe("4.7");

      const badge = [
        ...region((await site.page("/services")).main, /credentials/i).querySelectorAll("li"),
      ].find((item) => /Rated/i.test(words(item)));
      expect(words(badge)).toContain("4.7");
      expect(words(badge)).toContain("250");
      expect(words((await site.page("/services")).main)).not.toMatch(freshReadings);

      for (const city of ["/service-area/shoreview", "/service-area/roseville"]) {
        const top = words(hero((await site.page(city)).main));
        expect(top, city).toContain("4.7");
        expect(top, city).toContain("250");
        expect(top, city).not.toMatch(freshReadings);
      }

      for (const path of ["/", "/contact", "/service-area/shoreview"]) {
        const page = await site.page(path);
        expect(structuredRating(page), path).toEqual({ ratingValue: "4.7", reviewCount: 250 });
        expect(structuredHours(localBusiness(page)).slice(0, 5), path).toEqual(
          ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `${day} 07:30-17:30`),
        );
      }

      const weekdayHours = hoursPattern(weekdays, "7:30 AM", "5:30 PM");
      expect(words((await site.page("/contact")).main)).toMatch(weekdayHours);
      const schedule = words(region((await site.page("/schedule")).main, /Office Hours/i));
      expect(schedule).toMatch(weekdayHours);
      expect(schedule).toMatch(hoursPattern(saturday, "9:00 AM", "4:00 PM"));
      expect(schedule).toMatch(sundayClosed);
      expect(words(contentInfo((await site.page("/about")).doc))).toMatch(weekdayHours);
    });
  });
}
