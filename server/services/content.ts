/**
 * Content of a tenant (contract/content.ts): events, announcements, posts and the pages about / terms / contact us.
 * Every item keeps its texts per language in one JSON column; a player gets the language their app asks for
 * (Accept-Language), else en-US. Rich bodies are cleaned on write (rich-html.ts), so what is stored is what may be
 * served. An event's status is worked out from the app's clock: upcoming before its start, running until its
 * end, ended after. Everything is scoped to the tenant: another tenant's id is "Not found".
 */
import { and, asc, count, desc, eq, lte, sql } from "drizzle-orm";
import {
  type AnnouncementPage,
  type ContactEntry,
  type ContentLocale,
  type ContentPage,
  contactKinds,
  type EventDetail,
  type EventPage,
  type EventStatus,
  type EventSummary,
  fallbackContentLocale,
  type PageSlug,
  type PostDetail,
  type PostPage,
  type PostSummary,
  type SandboxAnnouncementBody,
  type SandboxEventBody,
  type SandboxPageBody,
  type SandboxPostBody,
} from "../../src/api/contract/content.ts";
import { localeFromAcceptLanguage } from "../../src/lib/locales.ts";
import type { Ctx } from "../context.ts";
import {
  type AnnouncementRow,
  announcements,
  type ContentEventRow,
  type ContentTexts,
  contentEvents,
  contentPages,
  type PostRow,
  posts,
} from "../db/schema.ts";
import { fail } from "../errors.ts";
import { newId } from "./ids.ts";
import { cleanRichHtml } from "./rich-html.ts";

// ---------- language ----------

/** The content language for an Accept-Language header (the app's matcher, src/lib/locales.ts); else en-US. */
export function contentLocaleOf(header: string | undefined): ContentLocale {
  return localeFromAcceptLanguage(header) ?? fallbackContentLocale;
}

/** The texts in the wanted language, else en-US (always stored), with the language they are in. */
function textIn<T>(texts: ContentTexts<T>, locale: ContentLocale): { text: T; locale: ContentLocale } {
  const own = texts[locale];
  if (own) return { text: own, locale };
  const fallback = texts[fallbackContentLocale];
  if (fallback) return { text: fallback, locale: fallbackContentLocale };
  // a row always has en-US (the operator creates it in en-US first); any language rather than nothing
  const [first, text] = Object.entries(texts)[0] as [ContentLocale, T];
  return { text, locale: first };
}

/**
 * An instant the operator wrote: with a zone as written, without one (a datetime-local field) in GMT+8, the
 * platform's time. "Invalid data request" when it is no real date.
 */
export function operatorInstant(value: string): Date {
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+08:00`;
  const date = new Date(zoned);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2100) {
    fail(400, "Invalid data request");
  }
  return date;
}

const page = <T>(items: T[], pageNo: number, limit: number, total: number) => ({
  items,
  page: pageNo,
  limit,
  total,
});

// ---------- events ----------

export function statusOf(row: Pick<ContentEventRow, "startsAt" | "endsAt">, now: Date): EventStatus {
  if (now < row.startsAt) return "upcoming";
  return now < row.endsAt ? "running" : "ended";
}

function toEventSummary(row: ContentEventRow, locale: ContentLocale, now: Date): EventSummary {
  const { text, locale: served } = textIn(row.texts, locale);
  return {
    _id: row.id,
    title: text.title,
    summary: text.summary,
    banner: row.banner,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: statusOf(row, now),
    locale: served,
  };
}

/** Running events first (soonest to end), then upcoming (soonest to start), then ended (latest ended first). */
export async function listEvents(
  ctx: Ctx,
  tenantId: string,
  locale: ContentLocale,
  pageNo: number,
  limit: number,
): Promise<EventPage> {
  const now = ctx.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  const rank = sql`case when ${contentEvents.startsAt} > ${at} then 1 when ${contentEvents.endsAt} > ${at} then 0 else 2 end`;
  const mine = eq(contentEvents.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(contentEvents)
      .where(mine)
      .orderBy(
        rank,
        asc(contentEvents.position),
        sql`case when ${contentEvents.endsAt} > ${at} then ${contentEvents.endsAt} end asc`,
        desc(contentEvents.endsAt),
        asc(contentEvents.id),
      )
      .limit(limit)
      .offset((pageNo - 1) * limit),
    ctx.db.select({ n: count() }).from(contentEvents).where(mine),
  ]);
  return {
    ...page(
      rows.map((r) => toEventSummary(r, locale, now)),
      pageNo,
      limit,
      total?.n ?? 0,
    ),
    now: now.toISOString(),
  };
}

async function eventRow(ctx: Ctx, tenantId: string, id: string): Promise<ContentEventRow> {
  const [row] = await ctx.db
    .select()
    .from(contentEvents)
    .where(and(eq(contentEvents.tenantId, tenantId), eq(contentEvents.id, id)));
  if (!row) fail(404, "Not found");
  return row;
}

export async function getEvent(ctx: Ctx, tenantId: string, id: string, locale: ContentLocale): Promise<EventDetail> {
  const row = await eventRow(ctx, tenantId, id);
  const now = ctx.now();
  const summary = toEventSummary(row, locale, now);
  const { text } = textIn(row.texts, summary.locale);
  return { ...summary, body: text.body, now: now.toISOString() };
}

// ---------- announcements ----------

export async function listAnnouncements(
  ctx: Ctx,
  tenantId: string,
  locale: ContentLocale,
  pageNo: number,
  limit: number,
): Promise<AnnouncementPage> {
  const now = ctx.now();
  // published: a notice dated in the future waits for its time
  const visible = and(eq(announcements.tenantId, tenantId), lte(announcements.publishedAt, now));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(announcements)
      .where(visible)
      .orderBy(desc(announcements.pinned), desc(announcements.publishedAt), asc(announcements.id))
      .limit(limit)
      .offset((pageNo - 1) * limit),
    ctx.db.select({ n: count() }).from(announcements).where(visible),
  ]);
  return page(
    rows.map((row: AnnouncementRow) => {
      const { text, locale: served } = textIn(row.texts, locale);
      return {
        _id: row.id,
        title: text.title,
        body: text.body,
        pinned: row.pinned,
        published_at: row.publishedAt.toISOString(),
        locale: served,
      };
    }),
    pageNo,
    limit,
    total?.n ?? 0,
  );
}

// ---------- posts ----------

function toPostSummary(row: PostRow, locale: ContentLocale): PostSummary {
  const { text, locale: served } = textIn(row.texts, locale);
  return {
    _id: row.id,
    title: text.title,
    summary: text.summary,
    cover: row.cover,
    published_at: row.publishedAt.toISOString(),
    locale: served,
  };
}

export async function listPosts(
  ctx: Ctx,
  tenantId: string,
  locale: ContentLocale,
  pageNo: number,
  limit: number,
): Promise<PostPage> {
  const visible = and(eq(posts.tenantId, tenantId), lte(posts.publishedAt, ctx.now()));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(posts)
      .where(visible)
      .orderBy(desc(posts.publishedAt), asc(posts.id))
      .limit(limit)
      .offset((pageNo - 1) * limit),
    ctx.db.select({ n: count() }).from(posts).where(visible),
  ]);
  return page(
    rows.map((r) => toPostSummary(r, locale)),
    pageNo,
    limit,
    total?.n ?? 0,
  );
}

export async function getPost(ctx: Ctx, tenantId: string, id: string, locale: ContentLocale): Promise<PostDetail> {
  const [row] = await ctx.db
    .select()
    .from(posts)
    .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id), lte(posts.publishedAt, ctx.now())));
  if (!row) fail(404, "Not found");
  const summary = toPostSummary(row, locale);
  const { text } = textIn(row.texts, summary.locale);
  return { ...summary, body: text.body };
}

// ---------- about, terms, contact us ----------

export async function getContentPage(
  ctx: Ctx,
  tenantId: string,
  slug: PageSlug,
  locale: ContentLocale,
): Promise<ContentPage> {
  const [row] = await ctx.db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.slug, slug)));
  if (!row) fail(404, "Not found");
  const { text, locale: served } = textIn(row.texts, locale);
  return {
    slug,
    title: text.title,
    body: text.body,
    contacts: row.contacts as ContactEntry[],
    updated_at: row.updatedAt.toISOString(),
    locale: served,
  };
}

// ---------- the operator's writes (sandbox) ----------

/** The texts with one language set; en-US must be there (a new item is written in en-US first). */
function withText<T>(texts: ContentTexts<T>, locale: ContentLocale, text: T): ContentTexts<T> {
  const next = { ...texts, [locale]: text };
  if (!next[fallbackContentLocale]) fail(400, "Invalid data request");
  return next;
}

function eventFields(body: SandboxEventBody) {
  const startsAt = operatorInstant(body.starts_at);
  const endsAt = operatorInstant(body.ends_at);
  if (endsAt <= startsAt) fail(400, "Invalid data request");
  return {
    banner: body.banner,
    startsAt,
    endsAt,
    position: body.position === undefined ? 0 : Number(body.position),
    text: { title: body.title, summary: body.summary ?? "", body: cleanRichHtml(body.body) },
  };
}

/** Creates an event (its texts in `locale`, en-US by default) or, with an id, changes one of the tenant's. */
export async function saveEvent(ctx: Ctx, tenantId: string, body: SandboxEventBody, id?: string): Promise<string> {
  const locale = body.locale ?? fallbackContentLocale;
  const { text, ...fields } = eventFields(body);
  const now = ctx.now();
  if (id) {
    const row = await eventRow(ctx, tenantId, id);
    await ctx.db
      .update(contentEvents)
      .set({ ...fields, texts: withText(row.texts, locale, text), updatedAt: now })
      .where(and(eq(contentEvents.tenantId, tenantId), eq(contentEvents.id, id)));
    return id;
  }
  const fresh = newId();
  await ctx.db.insert(contentEvents).values({
    id: fresh,
    tenantId,
    ...fields,
    texts: withText({}, locale, text),
    createdAt: now,
    updatedAt: now,
  });
  return fresh;
}

export async function saveAnnouncement(
  ctx: Ctx,
  tenantId: string,
  body: SandboxAnnouncementBody,
  id?: string,
): Promise<string> {
  const locale = body.locale ?? fallbackContentLocale;
  const pinned = body.pinned === true || body.pinned === "on" || body.pinned === "true";
  const text = { title: body.title, body: body.body };
  const now = ctx.now();
  if (id) {
    const [row] = await ctx.db
      .select()
      .from(announcements)
      .where(and(eq(announcements.tenantId, tenantId), eq(announcements.id, id)));
    if (!row) fail(404, "Not found");
    await ctx.db
      .update(announcements)
      .set({ pinned, texts: withText(row.texts, locale, text), updatedAt: now })
      .where(eq(announcements.id, id));
    return id;
  }
  const fresh = newId();
  await ctx.db
    .insert(announcements)
    .values({ id: fresh, tenantId, pinned, publishedAt: now, texts: withText({}, locale, text), updatedAt: now });
  return fresh;
}

export async function savePost(ctx: Ctx, tenantId: string, body: SandboxPostBody, id?: string): Promise<string> {
  const locale = body.locale ?? fallbackContentLocale;
  const text = { title: body.title, summary: body.summary ?? "", body: cleanRichHtml(body.body) };
  const now = ctx.now();
  if (id) {
    const [row] = await ctx.db
      .select()
      .from(posts)
      .where(and(eq(posts.tenantId, tenantId), eq(posts.id, id)));
    if (!row) fail(404, "Not found");
    await ctx.db
      .update(posts)
      .set({ cover: body.cover, texts: withText(row.texts, locale, text), updatedAt: now })
      .where(eq(posts.id, id));
    return id;
  }
  const fresh = newId();
  await ctx.db.insert(posts).values({
    id: fresh,
    tenantId,
    cover: body.cover,
    publishedAt: now,
    texts: withText({}, locale, text),
    updatedAt: now,
  });
  return fresh;
}

/** Contact us's entries, one a line: "whatsapp: 60123456789", "hours: 24/7". */
export function parseContacts(lines: string | undefined): ContactEntry[] {
  if (!lines) return [];
  const entries = lines
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^([a-z_]+)\s*:\s*(.+)$/i.exec(line);
      const kind = match?.[1]?.toLowerCase() as ContactEntry["kind"] | undefined;
      const value = match?.[2]?.trim() ?? "";
      if (!kind || !contactKinds.includes(kind) || value.length === 0 || value.length > 120) {
        fail(400, "Invalid data request");
      }
      return { kind, value };
    });
  if (entries.length > 12) fail(400, "Invalid data request");
  return entries;
}

/** About / terms / contact us in one language (created on the first save); contact us's entries are shared. */
export async function savePage(ctx: Ctx, tenantId: string, slug: PageSlug, body: SandboxPageBody): Promise<void> {
  const locale = body.locale ?? fallbackContentLocale;
  const text = { title: body.title, body: cleanRichHtml(body.body) };
  const contacts = slug === "contact_us" ? parseContacts(body.contacts) : [];
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.slug, slug)))
      .for("update");
    const texts = withText(row?.texts ?? {}, locale, text);
    await tx
      .insert(contentPages)
      .values({ tenantId, slug, texts, contacts, updatedAt: now })
      .onConflictDoUpdate({
        target: [contentPages.tenantId, contentPages.slug],
        set: { texts, contacts, updatedAt: now },
      });
  });
}

const tables = { event: contentEvents, announcement: announcements, post: posts } as const;
export type ContentKind = keyof typeof tables;

/** Deletes one of the tenant's events, announcements or posts ("Not found" when it is not theirs). */
export async function deleteContent(ctx: Ctx, tenantId: string, kind: ContentKind, id: string): Promise<void> {
  const table = tables[kind];
  const gone = await ctx.db
    .delete(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .returning({ id: table.id });
  if (gone.length === 0) fail(404, "Not found");
}

/** Everything of the tenant, for the operator's page: each item with all its languages. */
export async function allContentOf(ctx: Ctx, tenantId: string) {
  const [events, notices, news, pages] = await Promise.all([
    ctx.db
      .select()
      .from(contentEvents)
      .where(eq(contentEvents.tenantId, tenantId))
      .orderBy(desc(contentEvents.startsAt)),
    ctx.db
      .select()
      .from(announcements)
      .where(eq(announcements.tenantId, tenantId))
      .orderBy(desc(announcements.publishedAt)),
    ctx.db.select().from(posts).where(eq(posts.tenantId, tenantId)).orderBy(desc(posts.publishedAt)),
    ctx.db.select().from(contentPages).where(eq(contentPages.tenantId, tenantId)),
  ]);
  return { events, notices, news, pages };
}
