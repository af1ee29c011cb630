/** Content: events, announcements, posts and pages, with texts per language. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "../../../src/lib/locales.ts";
import { at } from "./columns.ts";
import { tenantIdColumn } from "./tenants.ts";

/**
 * Texts of a content item per language (services/content.ts): `{ "en-US": {...}, "zh-CN": {...} }`. en-US is
 * always there (the fallback); rich bodies are stored cleaned (services/rich-html.ts).
 */
export type ContentTexts<T> = Partial<Record<Locale, T>>;
export type EventText = { title: string; summary: string; body: string };
export type AnnouncementText = { title: string; body: string };
export type PostText = { title: string; summary: string; body: string };
export type PageText = { title: string; body: string };

/** A promotion of a tenant: shown from its period's start to its end (status worked out from the clock). */
export const contentEvents = pgTable(
  "content_events",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    banner: text("banner").notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    position: integer("position").notNull().default(0),
    texts: jsonb("texts").$type<ContentTexts<EventText>>().notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    index("content_events_tenant_idx").on(t.tenantId, t.endsAt),
    check("content_events_period", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type ContentEventRow = typeof contentEvents.$inferSelect;

/** A notice of a tenant (plain text); pinned ones first, then the newest published. */
export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    pinned: boolean("pinned").notNull().default(false),
    publishedAt: at("published_at").notNull(),
    texts: jsonb("texts").$type<ContentTexts<AnnouncementText>>().notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [index("announcements_tenant_idx").on(t.tenantId, t.publishedAt)],
);
export type AnnouncementRow = typeof announcements.$inferSelect;

/** A news post of a tenant: cover and rich body, newest first. */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    cover: text("cover").notNull(),
    publishedAt: at("published_at").notNull(),
    texts: jsonb("texts").$type<ContentTexts<PostText>>().notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [index("posts_tenant_idx").on(t.tenantId, t.publishedAt)],
);
export type PostRow = typeof posts.$inferSelect;

export const pageSlugEnum = pgEnum("page_slug", ["about", "tnc", "contact_us"]);

/** About, terms and conditions, contact us of a tenant; contact us also lists ways to reach support. */
export const contentPages = pgTable(
  "content_pages",
  {
    tenantId: tenantIdColumn(),
    slug: pageSlugEnum("slug").notNull(),
    texts: jsonb("texts").$type<ContentTexts<PageText>>().notNull(),
    contacts: jsonb("contacts").$type<{ kind: string; value: string }[]>().notNull().default([]),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.slug] })],
);
export type ContentPageRow = typeof contentPages.$inferSelect;
