/**
 * Content as players read it: events with their period and a status that follows the clock, ordered running →
 * upcoming → ended; announcements pinned first; posts newest first; about / terms / contact us; each in the
 * player's language with en-US where there is no translation; the operator's writes (create, edit per language,
 * delete) seen at once by the tenant's players and never by another tenant's; every input bounded.
 */
import { describe, expect, it } from "vitest";
import { demoLogins } from "../../server/seed/demo.ts";
import { contentLocaleOf } from "../../server/services/content.ts";
import { parseContacts } from "../../server/services/content-writes.ts";
import { eventOf, events, notices, operatorWrites, pageOf, postList, postOf, type Reader } from "./support/content.ts";
import { LOTUS, loginAs, serverForTheseTests } from "./support/server.ts";

const server = serverForTheseTests();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function harimau(language?: string): Promise<Reader> {
  const res = await loginAs(server, demoLogins.harimau.username, demoLogins.harimau.password);
  return { jwtToken: res.jwtToken, language };
}
async function lotus(language?: string): Promise<Reader> {
  const res = await loginAs(server, demoLogins.lotus.username, demoLogins.lotus.password, LOTUS);
  return { jwtToken: res.jwtToken, domain: LOTUS, language };
}

describe("the seeded content", () => {
  it("has running, upcoming and ended events in that order, with ISO periods", async () => {
    const page = await events(server, await harimau());
    expect(page.total).toBe(4);
    expect(page.items.map((e) => e.status)).toEqual(["running", "running", "upcoming", "ended"]);
    const now = Date.parse(page.now);
    for (const e of page.items) {
      expect(new Date(e.starts_at).toISOString()).toBe(e.starts_at);
      expect(Date.parse(e.ends_at)).toBeGreaterThan(Date.parse(e.starts_at));
      if (e.status === "running") expect(Date.parse(e.starts_at) <= now && now < Date.parse(e.ends_at)).toBe(true);
      if (e.status === "upcoming") expect(Date.parse(e.starts_at)).toBeGreaterThan(now);
      if (e.status === "ended") expect(Date.parse(e.ends_at)).toBeLessThanOrEqual(now);
    }
    expect(page.items[0]?.banner).toMatch(/^\/tenant-assets\/harimau\/content-[a-z]+\.svg$/);
  });

  it("has pinned announcements first, posts newest first, and the three pages", async () => {
    const reader = await harimau();
    const list = await notices(server, reader);
    expect(list.items[0]?.pinned).toBe(true);
    expect(list.items.slice(1).every((a) => !a.pinned)).toBe(true);
    const news = await postList(server, reader);
    expect(news.total).toBe(2);
    expect(Date.parse(news.items[0]?.published_at ?? "")).toBeGreaterThan(
      Date.parse(news.items[1]?.published_at ?? ""),
    );
    for (const slug of ["about", "tnc", "contact_us"]) {
      const page = await pageOf(server, reader, slug);
      expect(page.status).toBe(200);
      expect(page.body.body).toMatch(/<p>|<h3>/);
    }
    const contact = await pageOf(server, reader, "contact_us");
    expect(contact.body.contacts.map((c) => c.kind)).toEqual(["whatsapp", "telegram", "email", "hours"]);
  });

  it("is the tenant's own: Lotus reads Lotus Jade's, never Harimau's", async () => {
    const mine = await events(server, await harimau());
    const theirs = await events(server, await lotus());
    expect(theirs.items[0]?.banner).toContain("/lotus/");
    const harimauId = mine.items[0]?._id ?? "";
    expect((await eventOf(server, await lotus(), harimauId)).status).toBe(404);
    const about = await pageOf(server, await lotus(), "about");
    expect(about.body.title).toBe("About Lotus Jade");
  });
});

describe("languages", () => {
  it("serves the player's language from Accept-Language, and en-US where a text has no translation", async () => {
    const zh = await events(server, await harimau("zh-CN"));
    expect(zh.items.every((e) => e.locale === "zh-CN")).toBe(true);
    expect(zh.items[0]?.title).toMatch(/[\u4e00-\u9fff]/);
    const ms = await pageOf(server, await harimau("ms-MY,en;q=0.5"), "tnc");
    expect(ms.body).toMatchObject({ locale: "ms-MY", title: "Terma dan syarat" });
    const tw = await notices(server, await harimau("zh-Hant-TW"));
    expect(tw.items[0]?.locale).toBe("zh-TW");

    // a new event written in English only: English for every language
    const now = server.now().getTime();
    const created = await operatorWrites(server, "event", {
      title: "English only",
      body: "<p>Only in English</p>",
      banner: "/tenant-assets/harimau/content-weekly.svg",
      starts_at: new Date(now - HOUR).toISOString(),
      ends_at: new Date(now + DAY).toISOString(),
    });
    const id = created.body.id ?? "";
    const inChinese = await eventOf(server, await harimau("zh-CN"), id);
    expect(inChinese.body).toMatchObject({ title: "English only", locale: "en-US", body: "<p>Only in English</p>" });
    // then translated: Chinese readers get the translation, Malay readers still English
    const translated = await operatorWrites(server, `event/${id}`, {
      locale: "zh-CN",
      title: "仅中文标题",
      body: "<p>中文内容</p>",
      banner: "/tenant-assets/harimau/content-weekly.svg",
      starts_at: new Date(now - HOUR).toISOString(),
      ends_at: new Date(now + DAY).toISOString(),
    });
    expect(translated.status).toBe(200);
    expect((await eventOf(server, await harimau("zh-CN"), id)).body).toMatchObject({
      title: "仅中文标题",
      locale: "zh-CN",
    });
    expect((await eventOf(server, await harimau("ms-MY"), id)).body).toMatchObject({
      title: "English only",
      locale: "en-US",
    });
    expect((await operatorWrites(server, `event/${id}/delete`, {})).status).toBe(200);
  });

  it("picks the nearest language of a header", () => {
    expect(contentLocaleOf(undefined)).toBe("en-US");
    expect(contentLocaleOf("fr-FR")).toBe("en-US");
    expect(contentLocaleOf("fr;q=1, zh-TW;q=0.8")).toBe("zh-TW");
    expect(contentLocaleOf("zh-HK")).toBe("zh-TW");
    expect(contentLocaleOf("zh")).toBe("zh-CN");
    expect(contentLocaleOf("ms")).toBe("ms-MY");
    expect(contentLocaleOf("en-GB;q=0.2, ms-MY;q=0.9")).toBe("ms-MY");
    expect(contentLocaleOf("zh-CN;q=0")).toBe("en-US");
    expect(contentLocaleOf("x".repeat(5000))).toBe("en-US");
  });
});

describe("periods follow the clock", () => {
  it("an event goes upcoming → running → ended as time passes", async () => {
    const reader = await harimau();
    const now = server.now().getTime();
    const created = await operatorWrites(server, "event", {
      title: "Clock event",
      body: "<p>Soon</p>",
      banner: "/tenant-assets/harimau/content-weekly.svg",
      // written as the operator's form sends it: a datetime-local in GMT+8
      starts_at: new Date(now + 8 * HOUR + HOUR).toISOString().slice(0, 16),
      ends_at: new Date(now + 8 * HOUR + 3 * HOUR).toISOString().slice(0, 16),
    });
    const id = created.body.id ?? "";
    const statusNow = async () => (await eventOf(server, reader, id)).body.status;
    expect(await statusNow()).toBe("upcoming");
    server.advance(HOUR + 60_000);
    expect(await statusNow()).toBe("running");
    expect((await events(server, reader)).items.findIndex((e) => e._id === id)).toBeLessThan(3);
    server.advance(2 * HOUR);
    expect(await statusNow()).toBe("ended");
    const list = await events(server, reader);
    expect(list.items.find((e) => e._id === id)?.status).toBe("ended");
    expect(list.items.at(-1)?.status).toBe("ended");
  });

  it("refuses a period that ends before it starts or is no date", async () => {
    const base = { title: "Bad", body: "<p>x</p>", banner: "/tenant-assets/harimau/content-weekly.svg" };
    for (const [starts_at, ends_at] of [
      ["2026-12-01T10:00", "2026-12-01T09:00"],
      ["2026-12-01T10:00", "2026-12-01T10:00"],
      ["2026-13-45T10:00", "2026-12-01T10:00"],
      ["1900-01-01T00:00", "2026-12-01T10:00"],
      ["tomorrow", "2026-12-01T10:00"],
    ]) {
      expect((await operatorWrites(server, "event", { ...base, starts_at, ends_at })).status, starts_at).toBe(400);
    }
  });
});

describe("operator edits", () => {
  it("appear for the tenant's players at once, and never for another tenant", async () => {
    const mine = await harimau();
    const theirs = await lotus();
    const lotusBefore = (await notices(server, theirs)).total;
    const notice = await operatorWrites(server, "announcement", {
      title: "Flash: free spins tonight",
      body: "From 20:00.",
    });
    expect(notice.status).toBe(200);
    expect((await notices(server, mine)).items.find((a) => a._id === notice.body.id)).toMatchObject({
      title: "Flash: free spins tonight",
      body: "From 20:00.",
      pinned: false,
    });
    expect((await notices(server, theirs)).total).toBe(lotusBefore);

    // pinned on edit: first in the list
    await operatorWrites(server, `announcement/${notice.body.id}`, {
      title: "Flash: free spins tonight",
      body: "From 20:00.",
      pinned: "true",
    });
    const pinnedFirst = (await notices(server, mine)).items.filter((a) => a.pinned).map((a) => a._id);
    expect(pinnedFirst).toContain(notice.body.id);

    // another tenant cannot edit or delete it
    expect(
      (await operatorWrites(server, `announcement/${notice.body.id}`, { title: "x", body: "y" }, LOTUS)).status,
    ).toBe(404);
    expect((await operatorWrites(server, `announcement/${notice.body.id}/delete`, {}, LOTUS)).status).toBe(404);

    // a post and a page edit
    const post = await operatorWrites(server, "post", {
      title: "Harimau news",
      summary: "Short",
      body: "<p>Long</p>",
      cover: "/tenant-assets/harimau/content-news.svg",
    });
    expect((await postOf(server, mine, post.body.id ?? "")).body).toMatchObject({
      title: "Harimau news",
      body: "<p>Long</p>",
    });
    expect((await postOf(server, theirs, post.body.id ?? "")).status).toBe(404);
    await operatorWrites(server, "page/contact_us", {
      title: "Contact us",
      body: "<p>Call us</p>",
      contacts: "whatsapp: 60111111111\nhours: 10:00 to 22:00",
    });
    expect((await pageOf(server, mine, "contact_us")).body).toMatchObject({
      body: "<p>Call us</p>",
      contacts: [
        { kind: "whatsapp", value: "60111111111" },
        { kind: "hours", value: "10:00 to 22:00" },
      ],
    });
    expect((await pageOf(server, theirs, "contact_us")).body.body).not.toContain("Call us");

    // deleted: gone for players
    expect((await operatorWrites(server, `post/${post.body.id}/delete`, {})).status).toBe(200);
    expect((await postOf(server, mine, post.body.id ?? "")).status).toBe(404);
    expect((await operatorWrites(server, `post/${post.body.id}/delete`, {})).status).toBe(404);
  });

  it("the operator's page lists the content and links from the operator page", async () => {
    const operator = await server.call<string>("GET", "/sandbox/operator");
    expect(String(operator.body)).toContain('href="/sandbox/content"');
    const res = await fetch(`${server.url}/sandbox/content`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Welcome bonus 100% up to RM 300");
    expect(html).toContain('role="region"');
    const form = await fetch(`${server.url}/sandbox/content/page/about?locale=zh-CN`);
    expect(await form.text()).toContain("关于Harimau Play");
  });

  it("a form post answers 303 back to the page, with the error key when refused", async () => {
    const form = new URLSearchParams({ title: "Form notice", body: "Written in a form", pinned: "true" });
    const res = await fetch(`${server.url}/api/sandbox/content/announcement`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/sandbox/content?saved=announcement");
    const bad = await fetch(`${server.url}/api/sandbox/content/announcement`, {
      method: "POST",
      body: new URLSearchParams({ title: "No body" }),
      redirect: "manual",
    });
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/sandbox/content?error=Invalid%20data%20request");
  });
});

describe("bounds", () => {
  it("refuses page, limit and ids out of bounds", async () => {
    const reader = await harimau();
    const get = (path: string) => server.call("GET", path, { token: reader.jwtToken });
    for (const query of [
      "page=0&limit=10",
      "page=1&limit=0",
      "page=1&limit=51",
      "page=100001&limit=1",
      "page=x&limit=1",
      "page=1&limit=-1",
    ]) {
      expect((await get(`/api/player/event/getEvents?${query}`)).status, query).toBe(400);
      expect((await get(`/api/player/announcement/getAnnouncements?${query}`)).status, query).toBe(400);
      expect((await get(`/api/player/post/getPosts?${query}`)).status, query).toBe(400);
    }
    expect((await get("/api/player/event/getEvents?page=1&limit=50")).status).toBe(200);
    for (const id of ["x", "1".repeat(300), "00000000-0000-0000-0000-00000000000g"]) {
      expect((await get(`/api/player/event/getEvent/${id}`)).status).toBe(400);
      expect((await get(`/api/player/post/getPost/${id}`)).status).toBe(400);
    }
    expect((await get("/api/player/event/getEvent/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get("/api/player/content/getPage/privacy")).status).toBe(400);
    // players only
    expect((await server.call("GET", "/api/player/event/getEvents")).status).toBe(401);
    expect((await server.call("GET", "/api/player/content/getPage/about")).status).toBe(401);
  });

  it("refuses operator texts over their lengths and bad contact lines", async () => {
    const long = (n: number) => "a".repeat(n);
    const cover = "/tenant-assets/harimau/content-news.svg";
    expect((await operatorWrites(server, "post", { title: long(121), body: "<p>x</p>", cover })).status).toBe(400);
    expect((await operatorWrites(server, "post", { title: "ok", summary: long(301), body: "x", cover })).status).toBe(
      400,
    );
    expect((await operatorWrites(server, "post", { title: "ok", body: long(12_001), cover })).status).toBe(400);
    expect((await operatorWrites(server, "post", { title: "ok", body: long(12_000), cover })).status).toBe(200);
    expect((await operatorWrites(server, "announcement", { title: "ok", body: long(1_001) })).status).toBe(400);
    expect((await operatorWrites(server, "announcement", { title: "bad\u202etext", body: "x" })).status).toBe(400);
    expect((await operatorWrites(server, "post", { title: "ok", body: "x", cover: `/${long(300)}` })).status).toBe(400);
    expect((await operatorWrites(server, "page/tnc", { locale: "fr-FR", title: "t", body: "b" })).status).toBe(400);
    expect(() => parseContacts("fax: 123")).toThrow();
    expect(() => parseContacts(`email: ${long(121)}`)).toThrow();
    expect(() => parseContacts(Array.from({ length: 13 }, () => "hours: 24/7").join("\n"))).toThrow();
    expect(parseContacts("Telegram : @help\n\nemail:a@b.example")).toEqual([
      { kind: "telegram", value: "@help" },
      { kind: "email", value: "a@b.example" },
    ]);
    // a new item in another language first is refused: English is the fallback every item has
    expect(
      (await operatorWrites(server, "announcement", { locale: "zh-CN", title: "只有中文", body: "x" })).status,
    ).toBe(400);
  });
});
