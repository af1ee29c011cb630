import type { Db } from "../db/open.ts";
import { announcements, type ContentTexts, contentEvents, contentPages, posts } from "../db/schema.ts";
import { newId } from "../services/ids.ts";
import { cleanRichHtml } from "../services/rich-html.ts";
import { events, notices, type Texts } from "./content-events.ts";
import { contactsOf, newsPosts, pageTexts } from "./content-posts.ts";
import { demoTenants } from "./demo.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Cleans every body, as a write by the operator would. */
function cleaned<T extends { body: string }>(texts: Texts<T>): ContentTexts<T> {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [locale, { ...text, body: cleanRichHtml(text.body) }]),
  ) as ContentTexts<T>;
}

export async function seedContent(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [n, tenant] of demoTenants.entries()) {
      const art = (name: string) => `/tenant-assets/${tenant.id}/content-${name}.svg`;
      const withTenant = <T extends { body: string }>(texts: Texts<T>): Texts<T> =>
        Object.fromEntries(
          Object.entries(texts).map(([l, t]) => [l, { ...t, body: t.body.replaceAll("{tenant}", tenant.id) }]),
        ) as Texts<T>;
      await tx.insert(contentEvents).values(
        events(tenant.brandName).map((e, position) => ({
          id: newId(),
          tenantId: tenant.id,
          banner: art(e.art),
          startsAt: new Date(now.getTime() + e.from * DAY_MS),
          endsAt: new Date(now.getTime() + e.to * DAY_MS),
          position,
          texts: cleaned(e.texts),
          createdAt: now,
          updatedAt: now,
        })),
      );
      await tx.insert(announcements).values(
        notices(tenant.brandName).map((a) => ({
          id: newId(),
          tenantId: tenant.id,
          pinned: a.pinned,
          publishedAt: new Date(now.getTime() - a.hoursAgo * HOUR_MS),
          texts: a.texts,
          updatedAt: now,
        })),
      );
      await tx.insert(posts).values(
        newsPosts(tenant.brandName).map((p) => ({
          id: newId(),
          tenantId: tenant.id,
          cover: art(p.art),
          publishedAt: new Date(now.getTime() - p.hoursAgo * HOUR_MS),
          texts: cleaned(withTenant(p.texts)),
          updatedAt: now,
        })),
      );
      const pages = pageTexts(tenant.brandName);
      await tx.insert(contentPages).values(
        (["about", "tnc", "contact_us"] as const).map((slug) => ({
          tenantId: tenant.id,
          slug,
          texts: cleaned(pages[slug]),
          contacts: slug === "contact_us" ? contactsOf(tenant.id, n) : [],
          updatedAt: now,
        })),
      );
    }
  });
}
