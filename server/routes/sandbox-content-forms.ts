/** The sandbox operator's forms of one event, announcement, post or page, in the chosen language (routes/sandbox-content-pages.ts). */
import type { Context } from "hono";
import {
  announcementBodyMax,
  contentBodyMax,
  contentSummaryMax,
  contentTitleMax,
  PageSlug,
} from "../../src/api/contract/content.ts";
import type { Ctx } from "../context.ts";
import type { AppEnv } from "../http/env.ts";
import { esc } from "../http/html.ts";
import { allContentOf } from "../services/content-writes.ts";
import {
  formPage,
  htmlField,
  localeOf,
  localInput,
  notFoundPage,
  pageNames,
  textField,
} from "./sandbox-content-html.ts";

/** The form of an event (`new` or an id). */
export async function eventForm(ctx: Ctx, c: Context<AppEnv>) {
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
}

/** The form of an announcement (`new` or an id). */
export async function announcementForm(ctx: Ctx, c: Context<AppEnv>) {
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
}

/** The form of a post (`new` or an id). */
export async function postForm(ctx: Ctx, c: Context<AppEnv>) {
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
}

/** The form of one of the pages about, terms and contact us. */
export async function pageForm(ctx: Ctx, c: Context<AppEnv>) {
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
}
