/**
 * Rich HTML is cleaned on the server on write: whatever the operator writes into an event, a post or a page, the
 * player reads it without script, style, iframe, event handlers or javascript:/data: URLs, and formatting, links
 * (with rel="noopener noreferrer") and same-site images survive.
 */
import { describe, expect, it } from "vitest";
import { demoLogins } from "../../server/seed/demo.ts";
import { cleanRichHtml } from "../../server/services/rich-html.ts";
import { forbiddenInClean, htmlAttacks } from "../support/html-attacks.ts";
import { eventOf, operatorWrites, pageOf, postOf } from "./support/content.ts";
import { loginAs, serverForTheseTests } from "./support/server.ts";

const server = serverForTheseTests();

const expectClean = (html: string) => {
  for (const pattern of forbiddenInClean) expect(html, `${pattern} in ${html}`).not.toMatch(pattern);
};

/** Dropped elements, closed or not, each followed by a paragraph that must survive them. */
const followedByText = [
  { name: "iframe and embed, closed", html: `<p>a</p><iframe src=x></iframe><embed src=y><p>after</p>` },
  { name: "iframe and embed, with end tags", html: `<p>a</p><iframe src=x></iframe><embed src=y></embed><p>after</p>` },
  { name: "an unclosed iframe, then embed", html: `<p>a</p><iframe src=x><embed src=y><p>after</p>` },
  { name: "XHTML-style iframe and embed", html: `<p>a</p><iframe src="x" /><embed src="y" /><p>after</p>` },
  { name: "embed alone", html: `<p>a</p>\n<embed src="y">\n<p>after</p>` },
  { name: "an unclosed object", html: `<p>a</p><object data="x.swf"><param name="a" value="b"><p>after</p>` },
  {
    name: "an unclosed iframe holding an attack",
    html: `<p>a</p><iframe src=x><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a><p>after</p>`,
  },
];

describe("the server's sanitiser", () => {
  it.each(htmlAttacks)("defuses $name and keeps the text", ({ html, keeps }) => {
    const clean = cleanRichHtml(html);
    expectClean(clean);
    expect(clean).toContain(keeps);
  });

  it("keeps formatting, tables, same-site and https images, and marks links", () => {
    const clean = cleanRichHtml(
      `<h3>Title</h3><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><table><tr><td colspan="2">Cell</td></tr></table><img src="/tenant-assets/harimau/content-news.svg" alt="A"><img src="https://cdn.example/x.png" alt="B"><a href="https://example.com">Out</a> <a href="/deposit">In</a> <a href="mailto:help@example.com">Mail</a>`,
    );
    expect(clean).toContain("<h3>Title</h3>");
    expect(clean).toContain("<strong>Bold</strong>");
    expect(clean).toContain('<td colspan="2">Cell</td>');
    expect(clean).toContain('<img src="/tenant-assets/harimau/content-news.svg" alt="A" />');
    expect(clean).toContain('src="https://cdn.example/x.png"');
    expect(clean).toContain('<a rel="noopener noreferrer" href="https://example.com" target="_blank">Out</a>');
    expect(clean).toContain('<a rel="noopener noreferrer" href="/deposit">In</a>');
    expect(clean).toContain('href="mailto:help@example.com"');
  });
});

describe("what follows a dropped element", () => {
  it.each(followedByText)("survives $name", ({ html }) => {
    const clean = cleanRichHtml(html);
    expectClean(clean);
    expect(clean).toContain("<p>a</p>");
    expect(clean).toContain("<p>after</p>");
  });

  it("still drops the code inside script and style, and deep nests of iframes stay inert", () => {
    expect(cleanRichHtml(`<p>a</p><script>alert(1)</script><style>p{}</style><p>after</p>`)).toBe(
      "<p>a</p><p>after</p>",
    );
    const deep = cleanRichHtml(`<p>a</p>${"<iframe>".repeat(40)}<img src=x onerror=alert(1)><p>deep</p>`);
    expect(deep).not.toMatch(/<(iframe|img)/i);
    expect(deep).toContain("<p>a</p>");
  });
});

it("gives an image without a text alternative an empty one (decorative)", () => {
  expect(cleanRichHtml('<img src="/a.png">')).toBe('<img src="/a.png" alt="" />');
});

describe("operator writes come back clean", () => {
  const attack = htmlAttacks.map((a) => a.html).join("\n");

  it("in an event, a post and a page", async () => {
    const player = await loginAs(server, demoLogins.harimau.username, demoLogins.harimau.password);
    const now = server.now().getTime();
    const event = await operatorWrites(server, "event", {
      title: "Attack event",
      body: `<p>Event body</p>${attack}`,
      banner: "/tenant-assets/harimau/content-weekly.svg",
      starts_at: new Date(now - 3_600_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
    });
    expect(event.status).toBe(200);
    const post = await operatorWrites(server, "post", {
      title: "Attack post",
      body: `<p>Post body</p>${attack}`,
      cover: "/tenant-assets/harimau/content-news.svg",
    });
    expect(post.status).toBe(200);
    expect(
      (await operatorWrites(server, "page/about", { title: "About", body: `<p>About body</p>${attack}` })).status,
    ).toBe(200);

    const readEvent = await eventOf(server, player, event.body.id ?? "");
    const readPost = await postOf(server, player, post.body.id ?? "");
    const readPage = await pageOf(server, player, "about");
    for (const [res, text] of [
      [readEvent, "Event body"],
      [readPost, "Post body"],
      [readPage, "About body"],
    ] as const) {
      expect(res.status).toBe(200);
      expectClean(res.body.body);
      expect(res.body.body).toContain(text);
      for (const a of htmlAttacks) expect(res.body.body).toContain(a.keeps);
    }
  });

  it("keeps the paragraph after an iframe and an embed in a post, with and without end tags", async () => {
    const player = await loginAs(server, demoLogins.harimau.username, demoLogins.harimau.password);
    for (const body of [
      `<p>a</p><iframe src=x></iframe><embed src=y><p>after</p>`,
      `<p>a</p><iframe src=x><embed src=y><p>after</p>`,
      `<p>a</p><iframe src="x" /><embed src="y" /><p>after</p>`,
    ]) {
      const post = await operatorWrites(server, "post", {
        title: "Embedded video",
        body,
        cover: "/tenant-assets/harimau/content-news.svg",
      });
      expect(post.status, body).toBe(200);
      const read = await postOf(server, player, post.body.id ?? "");
      expect(read.status).toBe(200);
      expectClean(read.body.body);
      expect(read.body.body, body).toBe("<p>a</p><p>after</p>");
    }
  });

  it("refuses a banner or cover that is not a same-site path or https URL", async () => {
    for (const banner of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/x.png",
      "http://evil.example/x.png",
    ]) {
      const res = await operatorWrites(server, "post", { title: "Bad cover", body: "<p>x</p>", cover: banner });
      expect(res.status, banner).toBe(400);
    }
  });
});
