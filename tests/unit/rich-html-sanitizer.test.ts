/** The app's sanitiser (DOMPurify in jsdom) strips the same attacks the server's does, and keeps formatting. */
import { describe, expect, it } from "vitest";
import { loadSanitizer } from "../../src/ui/rich-html-sanitizer.ts";
import { forbiddenInClean, htmlAttacks } from "../support/html-attacks.ts";

async function clean(html: string): Promise<string> {
  const sanitize = await loadSanitizer();
  const box = document.createElement("div");
  box.append(sanitize(html));
  return box.innerHTML;
}

describe("the app's sanitiser", () => {
  it.each(htmlAttacks)("defuses $name and keeps the text", async ({ html, keeps }) => {
    const out = await clean(html);
    for (const pattern of forbiddenInClean) expect(out, `${pattern} in ${out}`).not.toMatch(pattern);
    expect(out).toContain(keeps);
  });

  it("keeps formatting, tables and allowed images, and marks links", async () => {
    const out = await clean(
      `<h3 class="x" id="y">Title</h3><p><strong>Bold</strong></p><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table><img src="/tenant-assets/harimau/content-news.svg" alt="A"><a href="https://example.com" target="_top">Out</a><a href="/deposit" target="_blank">In</a><a href="mailto:help@example.com">Mail</a>`,
    );
    expect(out).toContain("<h3>Title</h3>");
    expect(out).toContain('<td colspan="2">Cell</td>');
    expect(out).toContain('<img src="/tenant-assets/harimau/content-news.svg" alt="A">');
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a>');
    expect(out).toContain('<a href="/deposit" rel="noopener noreferrer">In</a>');
    expect(out).toContain('href="mailto:help@example.com"');
  });

  it.each([
    { name: "iframe and embed, closed", html: `<p>a</p><iframe src=x></iframe><embed src=y><p>after</p>` },
    { name: "an unclosed iframe, then embed", html: `<p>a</p><iframe src=x><embed src=y><p>after</p>` },
    { name: "XHTML-style iframe and embed", html: `<p>a</p><iframe src="x" /><embed src="y" /><p>after</p>` },
    { name: "an unclosed object", html: `<p>a</p><object data="x.swf"><param name="a" value="b"><p>after</p>` },
    {
      name: "an unclosed iframe holding an attack",
      html: `<p>a</p><iframe src=x><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a><p>after</p>`,
    },
  ])("keeps the paragraph after $name", async ({ html }) => {
    const out = await clean(html);
    for (const pattern of forbiddenInClean) expect(out, `${pattern} in ${out}`).not.toMatch(pattern);
    expect(out).toContain("<p>a</p>");
    expect(out).toContain("<p>after</p>");
  });

  it("still drops the code inside script and style, and deep nests of iframes stay inert", async () => {
    expect(await clean(`<p>a</p><script>alert(1)</script><style>p{}</style><p>after</p>`)).toBe("<p>a</p><p>after</p>");
    const deep = await clean(`<p>a</p>${"<iframe>".repeat(40)}<img src=x onerror=alert(1)><p>deep</p>`);
    expect(deep).not.toMatch(/<(iframe|img)/i);
    expect(deep).toContain("<p>a</p>");
  });

  it("gives an image without a text alternative an empty one (decorative)", async () => {
    expect(await clean('<img src="/a.png">')).toBe('<img src="/a.png" alt="">');
  });

  it("loads DOMPurify once", async () => {
    expect(await loadSanitizer()).toBe(await loadSanitizer());
  });
});
