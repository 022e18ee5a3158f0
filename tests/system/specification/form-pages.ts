/**
 * Spec 001 §2 (with §5, §8 and §9 where they fix a rule, a message or a
 * figure): the contact, nomination, admin sign-in and schedule pages, on a
 * fresh install. The contact page's and the schedule page's hours are the
 * readings the specification places on each (spec 001 §9).
 */
import { describe, expect, it } from "vitest";
import { postForm } from "../support/server";
import {
  control,
  expectBookingLink,
  expectInOrder,
  expectWords,
  expectWordsAnyCase,
  hoursPattern,
  htmlWords,
  link,
  links,
  region,
  type Site,
  saturday,
  sundayClosed,
  weekdays,
  weekend,
  words,
} from "./site";

export function describeFormPages(site: Site) {
  describe("spec 001 §2 /contact", () => {
    it('"Hero with a badge reading Contact Professional Painting & Drywall Services and the heading Contact Advanced Painting Services MN. It invites a free consultation and estimate for exterior painting, deck painting and exterior house painting, and names Shoreview, Vadnais Heights, White Bear Lake and surrounding areas"', async () => {
      const { main } = await site.page("/contact");
      const hero = main.querySelector("h1")?.closest("section") ?? main;
      expectWords(hero, "Contact Professional Painting & Drywall Services");
      expect(words(main.querySelector("h1"))).toBe("Contact Advanced Painting Services MN");
      expectWordsAnyCase(
        hero,
        "free consultation and estimate",
        "exterior painting",
        "deck painting",
        "exterior house painting",
        "Shoreview, Vadnais Heights, White Bear Lake and surrounding areas",
      );
    });

    it('"Two hero actions: Schedule Your Free Estimate (external booking services page, new tab) and View Our Services (/services)"', async () => {
      const { main } = await site.page("/contact");
      const hero = main.querySelector("h1")?.closest("section") ?? main;
      expectBookingLink(link(hero, "Schedule Your Free Estimate"));
      expect(link(hero, "View Our Services").href).toBe("/services");
    });

    it('"A message form (see validation), a contact information block (address, phone, e-mail, hours, insurance note), an embedded map, a service-area block"', async () => {
      const { main } = await site.page("/contact");
      expect(main.querySelector("form textarea[name=message]")).not.toBeNull();
      const info = region(main, "Contact Information");
      expectWords(info, "Shoreview, MN", "Hours");
      expectWordsAnyCase(info, "insured");
      expect(links(info).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expect(links(info).some((entry) => entry.href.startsWith("mailto:"))).toBe(true);
      const map = [...main.querySelectorAll("iframe, svg, img, figure, [role=img]")].some((element) =>
        /map/i.test(
          `${element.getAttribute("aria-label")} ${element.getAttribute("title")} ${element.getAttribute("alt")} ${words(element.querySelector("title, figcaption"))}`,
        ),
      );
      expect(map, "an embedded map").toBe(true);
      const areas = region(main, /Areas We Serve/i);
      expect(links(areas).some((entry) => entry.href.startsWith("/service-area/"))).toBe(true);
    });

    it('"an FAQ block of six questions: project duration, colour consultation, insurance, paint brands, furniture moving, payment"', async () => {
      const faq = region((await site.page("/contact")).main, "Frequently Asked Questions");
      const questions = [...faq.querySelectorAll("summary, dt, h3")].map(words);
      expect(questions.length).toBe(6);
      const topics = [/how long/i, /colou?r/i, /insured|insurance/i, /brands?/i, /furniture/i, /pay/i];
      expect(questions.map((question, index) => topics[index]?.test(question))).toEqual(
        topics.map(() => true),
      );
    });

    it('"Payment answer: residential jobs need a 25% deposit with the balance due on completion; large commercial jobs use milestone payment schedules" (§9 "Residential deposit 25%, balance on completion")', async () => {
      const faq = region((await site.page("/contact")).main, "Frequently Asked Questions");
      expectWordsAnyCase(faq, "25% deposit", "balance due on completion", "milestone payment");
    });

    it('"Stated hours on this page: Monday to Friday 7:00 AM to 6:00 PM, Saturday and Sunday 9:00 AM to 5:00 PM"', async () => {
      const text = words((await site.page("/contact")).main);
      expect(text).toMatch(hoursPattern(weekdays, "7:00 AM", "6:00 PM"));
      expect(text).toMatch(hoursPattern(weekend, "9:00 AM", "5:00 PM"));
    });
  });

  describe("spec 001 §2 /nominate and §5 Nomination form", () => {
    it('"A program explanation with three highlights (community focus, quality service, community nominated), followed by the Nomination Form"', async () => {
      expectInOrder((await site.page("/nominate")).main, [
        "community focus",
        "quality service",
        "community nominated",
        "Nomination Form",
      ]);
    });

    it('"required fields are Your Name, Your Email (e-mail format), Your Phone Number, Nominee Name, Nominee Address (placeholder Street address, city, state), Your relationship to nominee (placeholder e.g., neighbor, friend, family member), and Why do you think they deserve this? (multi-line, placeholder asks for their story). Nominee Phone is optional. No length limits"', async () => {
      const form = (await site.page("/nominate")).main.querySelector("form");
      if (!form) throw new Error("no nomination form");
      const required = [
        "Your Name",
        "Your Email",
        "Your Phone Number",
        "Nominee Name",
        "Nominee Address",
        "Your relationship to nominee",
        "Why do you think they deserve this?",
      ];
      for (const label of required) {
        const field = control(form, label);
        expect(field, label).not.toBeNull();
        expect(field?.hasAttribute("required"), `${label} is required`).toBe(true);
        expect(field?.hasAttribute("maxlength"), `${label} has no length limit`).toBe(false);
      }
      expect(control(form, "Your Email")?.getAttribute("type")).toBe("email");
      expect(control(form, "Nominee Address")?.getAttribute("placeholder")).toBe(
        "Street address, city, state",
      );
      expect(control(form, "Your relationship to nominee")?.getAttribute("placeholder")).toBe(
        "e.g., neighbor, friend, family member",
      );
      const reason = control(form, "Why do you think they deserve this?");
      expect(reason?.tagName).toBe("TEXTAREA");
      expect(reason?.getAttribute("placeholder")).toMatch(/story/i);
      const phone = control(form, "Nominee Phone");
      expect(phone).not.toBeNull();
      expect(phone?.hasAttribute("required")).toBe(false);
    });
  });

  describe("spec 001 §2 /admin (signed out) and §5 Login", () => {
    it('"Without an admin session: the Admin Login form (email, password, Sign In button). The page is marked noindex"; "the email field uses the e-mail input type"', async () => {
      const page = await site.page("/admin");
      expectWords(page.main, "Admin Login");
      const form = [...page.main.querySelectorAll("form")].find((element) =>
        element.querySelector('input[type="password"]'),
      );
      if (!form) throw new Error("no login form");
      const email = form.querySelector('input[name="email"]');
      expect(email?.getAttribute("type")).toBe("email");
      expect(email?.hasAttribute("required")).toBe(true);
      expect(form.querySelector('input[type="password"]')?.hasAttribute("required")).toBe(true);
      expect([...form.querySelectorAll("button")].map(words)).toContain("Sign In");
      expect(page.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    });

    it('§8 "Login with wrong e-mail or password: Invalid credentials"', async () => {
      const answer = await postForm(site.base, "/admin", {
        intent: "login",
        email: "nobody@spec.test",
        password: "not-the-password-1",
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expectWords(htmlWords(answer.html), "Invalid credentials");
    });
  });

  describe("spec 001 §2 /schedule", () => {
    it('"Hero with a call button and a Request Online Estimate link to /contact. Three options: call, online form (/contact), flexible times (/contact)"', async () => {
      const { main } = await site.page("/schedule");
      const hero = main.querySelector("h1")?.closest("section") ?? main;
      expect(links(hero).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expect(link(hero, "Request Online Estimate").href).toBe("/contact");
      const options = main.querySelector("h1")?.closest("section")?.nextElementSibling ?? main;
      expectInOrder(options, ["call", "online", "flexible"]);
      expect(links(options).some((entry) => entry.href.startsWith("tel:"))).toBe(true);
      expect(links(options).filter((entry) => entry.href === "/contact").length).toBe(2);
    });

    it('"A grid of served areas: Shoreview, Vadnais Heights, White Bear Lake, Roseville, Arden Hills, North Oaks, Little Canada, Maplewood"', async () => {
      const areas = region((await site.page("/schedule")).main, /Areas We Serve/i);
      const names = [...areas.querySelectorAll("li")].map(words);
      expect(names).toEqual([
        "Shoreview",
        "Vadnais Heights",
        "White Bear Lake",
        "Roseville",
        "Arden Hills",
        "North Oaks",
        "Little Canada",
        "Maplewood",
      ]);
    });

    it('"Office hours: Monday to Friday 8:00 AM to 6:00 PM, Saturday 9:00 AM to 4:00 PM, Sunday closed"', async () => {
      const hours = region((await site.page("/schedule")).main, /Office Hours/i);
      const text = words(hours);
      expect(text).toMatch(hoursPattern(weekdays, "8:00 AM", "6:00 PM"));
      expect(text).toMatch(hoursPattern(saturday, "9:00 AM", "4:00 PM"));
      expect(text).toMatch(sundayClosed);
    });
  });
}
