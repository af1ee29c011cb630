/**
 * The operator's content (SANDBOX on only): /sandbox/content lists the tenant's events, announcements and posts
 * and the pages about / terms / contact us, with forms to create, edit (per language) and delete them. The forms
 * post to /api/sandbox/content/* (`sandboxContentRoutes`), which write through the same cleaning as everything
 * (services/content.ts, rich-html.ts) and answer 303 back to the page (or JSON to a JSON caller).
 */
import { type Context, Hono } from "hono";
import {
  announcementBodyMax,
  ContentId,
  type ContentLocale,
  contentBodyMax,
  contentLocales,
  contentSummaryMax,
  contentTitleMax,
  fallbackContentLocale,
  PageSlug,
  pageSlugs,
  SandboxAnnouncementBody,
  SandboxEventBody,
  SandboxPageBody,
  SandboxPostBody,
} from "../../src/api/contract/content.ts";
import { isServerMessage } from "../../src/api/contract/messages.ts";
import { locales } from "../../src/lib/locales.ts";
import type { Ctx } from "../context.ts";
import type { ContentTexts } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../http/env.ts";
import { esc, htmlPage } from "../http/html.ts";
import { readFormOrJson, validate } from "../http/input.ts";
import {
  allContentOf,
  type ContentKind,
  deleteContent,
  saveAnnouncement,
  saveEvent,
  savePage,
  savePost,
} from "../services/content.ts";

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** Each language by its own name (the app's list, src/lib/locales.ts). */
const localeNames: Record<ContentLocale, string> = locales;
const pageNames = { about: "About", tnc: "Terms and conditions", contact_us: "Contact us" } as const;
const kindNames: Record<ContentKind, string> = { event: "event", announcement: "announcement", post: "post" };

/** A datetime-local value in GMT+8 (the platform's time) for an instant. */
const localInput = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
const utc = (date: Date) => `${date.toISOString().replace("T", " ").slice(0, 16)} UTC`;

function localeOf(c: Context<AppEnv>): ContentLocale {
  const wanted = c.req.query("locale");
  return contentLocales.find((l) => l === wanted) ?? fallbackContentLocale;
}

/** Links to edit the item in each language; the current one is marked. */
function languageLinks(base: string, current: ContentLocale, texts: ContentTexts<unknown>): string {
  const links = contentLocales
    .map((l) => {
      const label = `${localeNames[l]}${texts[l] ? "" : " (not written yet)"}`;
      return l === current
        ? `<li><strong aria-current="page">${esc(label)}</strong></li>`
        : `<li><a href="${esc(`${base}?locale=${l}`)}" lang="${l}">${esc(label)}</a></li>`;
    })
    .join("");
  return `<nav aria-label="Language of the texts"><ul class="langs">${links}</ul></nav>`;
}

function statusNote(c: Context<AppEnv>): string {
  const saved = c.req.query("saved");
  const error = c.req.query("error");
  if (saved && /^(event|announcement|post|page|deleted)$/.test(saved)) {
    const what = saved === "deleted" ? "Deleted." : `Saved the ${saved}. Players see it at once.`;
    return `<div class="card" role="status"><p>${esc(what)}</p></div>`;
  }
  // only a known message key is shown back (never text from the address)
  return isServerMessage(error) ? `<div class="card" role="alert"><p>Not saved: ${esc(error)}.</p></div>` : "";
}

const textField = (name: string, label: string, value: string, max: number, required = true) =>
  `<label>${esc(label)}
<input name="${name}" ${required ? "required " : ""}maxlength="${max}" value="${esc(value)}" autocomplete="off"></label>`;
const htmlField = (name: string, label: string, value: string, max: number) =>
  `<label>${esc(label)} <small>(HTML: paragraphs, headings, lists, links, images, tables; anything else is removed)</small>
<textarea name="${name}" required maxlength="${max}" rows="12">${esc(value)}</textarea></label>`;

const deleteButton = (kind: ContentKind, id: string, title: string) =>
  `<form method="post" action="/api/sandbox/content/${kind}/${esc(id)}/delete"><button type="submit" class="danger" aria-label="Delete ${esc(title)}">Delete</button></form>`;

function table(label: string, head: string[], rows: string[], empty: string): string {
  if (rows.length === 0) return `<div class="card"><p>${esc(empty)}</p></div>`;
  return `<div class="scroll" tabindex="0" role="region" aria-label="${esc(label)}"><table>
<caption>${esc(label)} (${rows.length})</caption>
<thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join("")}</tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table></div>`;
}

const languagesOf = (texts: ContentTexts<unknown>) =>
  contentLocales
    .filter((l) => texts[l])
    .map((l) => l)
    .join(", ");

export function sandboxContentPages(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const tenant = c.var.tenant;
    const now = ctx.now();
    const { events, notices, news, pages } = await allContentOf(ctx, tenant.id);
    const en = <T>(texts: ContentTexts<T>) => (texts[fallbackContentLocale] ?? Object.values(texts)[0]) as T;
    const eventRows = events.map((e) => {
      const title = en(e.texts).title;
      const status = now < e.startsAt ? "Upcoming" : now < e.endsAt ? "Running" : "Ended";
      return `<tr><th scope="row"><a href="/sandbox/content/event/${esc(e.id)}">${esc(title)}</a></th><td>${status}</td><td>${esc(utc(e.startsAt))} to ${esc(utc(e.endsAt))}</td><td>${esc(languagesOf(e.texts))}</td><td>${deleteButton("event", e.id, title)}</td></tr>`;
    });
    const noticeRows = notices.map((n) => {
      const title = en(n.texts).title;
      return `<tr><th scope="row"><a href="/sandbox/content/announcement/${esc(n.id)}">${esc(title)}</a></th><td>${n.pinned ? "Pinned" : ""}</td><td>${esc(utc(n.publishedAt))}</td><td>${esc(languagesOf(n.texts))}</td><td>${deleteButton("announcement", n.id, title)}</td></tr>`;
    });
    const postRows = news.map((p) => {
      const title = en(p.texts).title;
      return `<tr><th scope="row"><a href="/sandbox/content/post/${esc(p.id)}">${esc(title)}</a></th><td>${esc(utc(p.publishedAt))}</td><td>${esc(languagesOf(p.texts))}</td><td>${deleteButton("post", p.id, title)}</td></tr>`;
    });
    const pageLinks = pageSlugs
      .map((slug) => {
        const row = pages.find((p) => p.slug === slug);
        return `<li><a href="/sandbox/content/page/${slug}">${esc(pageNames[slug])}</a>${row ? ` <small>(${esc(languagesOf(row.texts))})</small>` : " <small>(not written yet)</small>"}</li>`;
      })
      .join("");
    const body = `<h1>Sandbox operator: content</h1>
<p class="brand">${esc(tenant.brandName)}</p>
<p class="note">Events, announcements and posts players see in the app, and the pages about, terms and contact us. Write each in English first, then in the other languages; a player sees English where a text has no translation. HTML is cleaned when saved.</p>
${statusNote(c)}
<h2>Events</h2>
<p><a href="/sandbox/content/event/new">New event</a></p>
${table("Events", ["Title", "Status", "Period", "Languages", "Delete"], eventRows, "No events.")}
<h2>Announcements</h2>
<p><a href="/sandbox/content/announcement/new">New announcement</a></p>
${table("Announcements", ["Title", "Pinned", "Published", "Languages", "Delete"], noticeRows, "No announcements.")}
<h2>Posts</h2>
<p><a href="/sandbox/content/post/new">New post</a></p>
${table("Posts", ["Title", "Published", "Languages", "Delete"], postRows, "No posts.")}
<h2>Pages</h2>
<ul>${pageLinks}</ul>
<p><a href="/sandbox/operator">Pending transactions</a></p>`;
    return c.html(htmlPage("Content · Sandbox operator", body, { wide: true }), 200, headers);
  });

  /** The form of one item: `new` creates it in English; an id edits it in the chosen language. */
  function formPage(
    c: Context<AppEnv>,
    kind: ContentKind | "page",
    heading: string,
    action: string,
    base: string,
    texts: ContentTexts<unknown> | null,
    fields: string,
  ) {
    const locale = texts ? localeOf(c) : fallbackContentLocale;
    const langs = texts
      ? languageLinks(base, locale, texts)
      : '<p class="note">Written in English first; add the other languages once saved.</p>';
    const body = `<h1>${esc(heading)}</h1>
<p class="brand">${esc(c.var.tenant.brandName)}</p>
${langs}
<form method="post" action="${esc(action)}" class="card form-fields" lang="${locale}">
<input type="hidden" name="locale" value="${locale}">
<p class="note">Texts in ${esc(localeNames[locale])}.</p>
${fields}
<div class="actions"><button type="submit" class="primary">Save ${esc(kind === "page" ? "page" : kindNames[kind])}</button></div>
</form>
<p><a href="/sandbox/content">All content</a></p>`;
    return c.html(htmlPage(`${heading} · Sandbox operator`, body), 200, headers);
  }

  const notFoundPage = (c: Context<AppEnv>) =>
    c.html(
      htmlPage("Not found · Sandbox operator", `<h1>Not found</h1><p><a href="/sandbox/content">All content</a></p>`),
      404,
      headers,
    );

  app.get("/event/:id", async (c) => {
    const id = c.req.param("id");
    const { events } = await allContentOf(ctx, c.var.tenant.id);
    const row = id === "new" ? null : events.find((e) => e.id === id);
    if (id !== "new" && !row) return notFoundPage(c);
    const text = row ? (row.texts[localeOf(c)] ?? { title: "", summary: "", body: "" }) : null;
    const now = ctx.now();
    const fields = `${textField("title", "Title", text?.title ?? "", contentTitleMax)}
${textField("summary", "Summary", text?.summary ?? "", contentSummaryMax, false)}
${htmlField("body", "Details", text?.body ?? "", contentBodyMax)}
${textField("banner", "Banner image (a same-site path or an https URL)", row?.banner ?? "", 300)}
<label>Starts (GMT+8)<input type="datetime-local" name="starts_at" required value="${esc(localInput(row?.startsAt ?? now))}"></label>
<label>Ends (GMT+8)<input type="datetime-local" name="ends_at" required value="${esc(localInput(row?.endsAt ?? new Date(now.getTime() + 7 * 86_400_000)))}"></label>
<label>Position (lower first among events of the same status)<input name="position" inputmode="numeric" pattern="\\d{1,3}" maxlength="3" value="${esc(row?.position ?? 0)}"></label>`;
    return formPage(
      c,
      "event",
      row ? "Edit event" : "New event",
      row ? `/api/sandbox/content/event/${row.id}` : "/api/sandbox/content/event",
      `/sandbox/content/event/${id}`,
      row?.texts ?? null,
      fields,
    );
  });

  app.get("/announcement/:id", async (c) => {
    const id = c.req.param("id");
    const { notices } = await allContentOf(ctx, c.var.tenant.id);
    const row = id === "new" ? null : notices.find((n) => n.id === id);
    if (id !== "new" && !row) return notFoundPage(c);
    const text = row ? (row.texts[localeOf(c)] ?? { title: "", body: "" }) : null;
    const fields = `${textField("title", "Title (also what the marquee on the home screen shows)", text?.title ?? "", contentTitleMax)}
<label>Message (plain text)
<textarea name="body" required maxlength="${announcementBodyMax}" rows="6">${esc(text?.body ?? "")}</textarea></label>
<label class="choice"><input type="checkbox" name="pinned" value="true"${row?.pinned ? " checked" : ""}> Pinned (shown first)</label>`;
    return formPage(
      c,
      "announcement",
      row ? "Edit announcement" : "New announcement",
      row ? `/api/sandbox/content/announcement/${row.id}` : "/api/sandbox/content/announcement",
      `/sandbox/content/announcement/${id}`,
      row?.texts ?? null,
      fields,
    );
  });

  app.get("/post/:id", async (c) => {
    const id = c.req.param("id");
    const { news } = await allContentOf(ctx, c.var.tenant.id);
    const row = id === "new" ? null : news.find((p) => p.id === id);
    if (id !== "new" && !row) return notFoundPage(c);
    const text = row ? (row.texts[localeOf(c)] ?? { title: "", summary: "", body: "" }) : null;
    const fields = `${textField("title", "Title", text?.title ?? "", contentTitleMax)}
${textField("summary", "Summary", text?.summary ?? "", contentSummaryMax, false)}
${htmlField("body", "Post", text?.body ?? "", contentBodyMax)}
${textField("cover", "Cover image (a same-site path or an https URL)", row?.cover ?? "", 300)}`;
    return formPage(
      c,
      "post",
      row ? "Edit post" : "New post",
      row ? `/api/sandbox/content/post/${row.id}` : "/api/sandbox/content/post",
      `/sandbox/content/post/${id}`,
      row?.texts ?? null,
      fields,
    );
  });

  app.get("/page/:slug", async (c) => {
    const slug = PageSlug(c.req.param("slug"));
    if (typeof slug !== "string") return notFoundPage(c);
    const { pages } = await allContentOf(ctx, c.var.tenant.id);
    const row = pages.find((p) => p.slug === slug);
    const text = row?.texts[localeOf(c)] ?? { title: "", body: "" };
    const contacts =
      slug === "contact_us"
        ? `<label>Ways to reach support, one a line (whatsapp, telegram, email, phone or hours, a colon, the value)
<textarea name="contacts" maxlength="1000" rows="5">${esc((row?.contacts ?? []).map((e) => `${e.kind}: ${e.value}`).join("\n"))}</textarea></label>`
        : "";
    const fields = `${textField("title", "Title", text.title, contentTitleMax)}
${htmlField("body", "Page", text.body, contentBodyMax)}
${contacts}`;
    return formPage(
      c,
      "page",
      `Edit ${pageNames[slug].toLowerCase()}`,
      `/api/sandbox/content/page/${slug}`,
      `/sandbox/content/page/${slug}`,
      row?.texts ?? {},
      fields,
    );
  });

  return app;
}

const wantsJson = (c: Context) => /application\/json/i.test(c.req.header("accept") ?? "");

/** The writes behind the forms: JSON `{ id }` to a JSON caller, else 303 back to /sandbox/content. */
export function sandboxContentRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function answer(c: Context<AppEnv>, saved: string, write: () => Promise<string | null>) {
    let id: string | null;
    try {
      id = await write();
    } catch (error) {
      if (wantsJson(c) || !(error instanceof ApiError)) throw error;
      return c.redirect(`/sandbox/content?error=${encodeURIComponent(error.key)}`, 303);
    }
    if (wantsJson(c)) return c.json({ ok: true as const, id });
    return c.redirect(`/sandbox/content?saved=${saved}`, 303);
  }
  const idOf = (c: Context<AppEnv>) => validate(ContentId, c.req.param("id"));
  const tenantOf = (c: Context<AppEnv>) => c.var.tenant.id;

  app.post("/event", (c) =>
    answer(c, "event", async () => saveEvent(ctx, tenantOf(c), await readFormOrJson(c, SandboxEventBody))),
  );
  app.post("/event/:id", (c) =>
    answer(c, "event", async () => saveEvent(ctx, tenantOf(c), await readFormOrJson(c, SandboxEventBody), idOf(c))),
  );
  app.post("/announcement", (c) =>
    answer(c, "announcement", async () =>
      saveAnnouncement(ctx, tenantOf(c), await readFormOrJson(c, SandboxAnnouncementBody)),
    ),
  );
  app.post("/announcement/:id", (c) =>
    answer(c, "announcement", async () =>
      saveAnnouncement(ctx, tenantOf(c), await readFormOrJson(c, SandboxAnnouncementBody), idOf(c)),
    ),
  );
  app.post("/post", (c) =>
    answer(c, "post", async () => savePost(ctx, tenantOf(c), await readFormOrJson(c, SandboxPostBody))),
  );
  app.post("/post/:id", (c) =>
    answer(c, "post", async () => savePost(ctx, tenantOf(c), await readFormOrJson(c, SandboxPostBody), idOf(c))),
  );
  app.post("/page/:slug", (c) =>
    answer(c, "page", async () => {
      const slug = validate(PageSlug, c.req.param("slug"));
      await savePage(ctx, tenantOf(c), slug, await readFormOrJson(c, SandboxPageBody));
      return null;
    }),
  );
  for (const kind of ["event", "announcement", "post"] as const) {
    app.post(`/${kind}/:id/delete`, (c) =>
      answer(c, "deleted", async () => {
        await deleteContent(ctx, tenantOf(c), kind, idOf(c));
        return null;
      }),
    );
  }
  return app;
}
