/** The operator's writes of content (sandbox): events, announcements, posts, pages and their contacts, deleting, and everything of a tenant for the editor. */
import { and, desc, eq } from "drizzle-orm";
import {
  type ContactEntry,
  type ContentLocale,
  contactKinds,
  fallbackContentLocale,
  type PageSlug,
  type SandboxAnnouncementBody,
  type SandboxEventBody,
  type SandboxPageBody,
  type SandboxPostBody,
} from "../../src/api/contract/content.ts";
import type { Ctx } from "../context.ts";
import { announcements, type ContentTexts, contentEvents, contentPages, posts } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { eventRow } from "./content.ts";
import { operatorInstant } from "./content-texts.ts";
import { newId } from "./ids.ts";
import { cleanRichHtml } from "./rich-html.ts";

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
