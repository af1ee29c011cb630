/**
 * Content of a tenant (contract/content.ts): events, announcements, posts and the pages about / terms / contact us.
 * Every item keeps its texts per language in one JSON column; a player gets the language their app asks for
 * (Accept-Language), else en-US. Rich bodies are cleaned on write (rich-html.ts), so what is stored is what may be
 * served. An event's status is worked out from the app's clock: upcoming before its start, running until its
 * end, ended after. Everything is scoped to the tenant: another tenant's id is "Not found".
 */
import { and, asc, count, desc, eq, lte, sql } from "drizzle-orm";
import type {
  AnnouncementPage,
  ContactEntry,
  ContentLocale,
  ContentPage,
  EventDetail,
  EventPage,
  EventStatus,
  EventSummary,
  PageSlug,
  PostDetail,
  PostPage,
  PostSummary,
} from "../../src/api/contract/content.ts";
import type { Ctx } from "../context.ts";
import {
  type AnnouncementRow,
  announcements,
  type ContentEventRow,
  contentEvents,
  contentPages,
  type PostRow,
  posts,
} from "../db/schema.ts";
import { fail } from "../errors.ts";
import { page, textIn } from "./content-texts.ts";

export { contentLocaleOf, operatorInstant } from "./content-texts.ts";

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

export async function eventRow(ctx: Ctx, tenantId: string, id: string): Promise<ContentEventRow> {
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
