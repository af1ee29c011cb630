/**
 * Stored uploads, served only to whom they belong (SECURITY.md, "Uploads are private"). A file's name
 * is an unguessable random id, but the id is not the guard: every request looks up what the file is.
 *
 * - An avatar (`players.avatar`): a re-encoded square with no metadata (services/avatars.ts), shown
 *   beside the player's name in lists and chat, so any page of the same tenant may show it; it is
 *   answered only when the request's tenant (its host) is the avatar owner's, never across tenants.
 * - A deposit receipt (`transactions.receipt_url`): a bank statement with names and account numbers.
 *   Only its owner, with their session (`Authorization` or `X-Cookie`, as every API call), gets it:
 *   no session → 401, another player's → 404 (nothing says the file exists). The operator reads it
 *   through the sandbox's operator page (`/sandbox/receipt/<file>`), which exists only with the sandbox.
 * - Anything else, a removed avatar or a replaced receipt included → 404.
 *
 * Answers are `private, no-store` for receipts (no shared cache may keep one) and `private` with a day
 * of freshness for avatars (the file of an avatar never changes: a new avatar is a new file).
 */
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import type { Ctx } from "../context.ts";
import { players, transactions } from "../db/schema.ts";
import { ApiError } from "../errors.ts";
import { authenticate } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { fileResponse } from "../http/static.ts";
import { imageMimeByExt, uploadNamePattern } from "../services/uploads.ts";

export type UploadUse = { kind: "avatar" } | { kind: "receipt"; ownerId: string } | null;

/** What a stored file is used for within a tenant, or null when it is nothing of that tenant's. */
export async function uploadUse(ctx: Ctx, tenantId: string, name: string): Promise<UploadUse> {
  const path = `/uploads/${name}`;
  const [avatar] = await ctx.db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.avatar, path), eq(players.tenantId, tenantId)))
    .limit(1);
  if (avatar) return { kind: "avatar" };
  const [receipt] = await ctx.db
    .select({ playerId: transactions.playerId })
    .from(transactions)
    .where(and(eq(transactions.receiptUrl, path), eq(transactions.tenantId, tenantId)))
    .limit(1);
  return receipt ? { kind: "receipt", ownerId: receipt.playerId } : null;
}

function mimeOf(name: string): string {
  return imageMimeByExt[name.slice(name.lastIndexOf(".") + 1) as keyof typeof imageMimeByExt];
}

/** Before anything else (the tenant, the database): a path that cannot name a stored file is 404. */
export const uploadNameGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const name = c.req.path.slice("/uploads/".length);
  if (c.req.method !== "GET" || !uploadNamePattern.test(name)) return c.json("Not found", 404);
  await next();
};

/** `/uploads/:name` for players (mounted behind uploadNameGuard and the tenant resolver). */
export function uploadRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/:name", async (c) => {
    const name = c.req.param("name");
    if (!uploadNamePattern.test(name)) return c.json("Not found", 404);
    const use = await uploadUse(ctx, c.var.tenant.id, name);
    if (!use) return c.json("Not found", 404);
    if (use.kind === "receipt") {
      let caller: string;
      try {
        caller = (await authenticate(ctx, c)).player.id;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return c.json("Unauthorized", 401);
        throw error;
      }
      if (caller !== use.ownerId) return c.json("Not found", 404);
      return fileResponse(join(ctx.uploadsDir, name), mimeOf(name), "private, no-store");
    }
    return fileResponse(join(ctx.uploadsDir, name), mimeOf(name), "private, max-age=86400");
  });
  app.all("*", (c) => c.json("Not found", 404));
  return app;
}

/** The operator's way to a receipt: `/sandbox/receipt/:name` (mounted only with the sandbox). */
export function sandboxReceiptRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/:name", async (c) => {
    const name = c.req.param("name");
    if (!uploadNamePattern.test(name)) return c.json("Not found", 404);
    const use = await uploadUse(ctx, c.var.tenant.id, name);
    if (use?.kind !== "receipt") return c.json("Not found", 404);
    return fileResponse(join(ctx.uploadsDir, name), mimeOf(name), "private, no-store");
  });
  return app;
}

/** Where the operator page links a stored receipt ("/uploads/<file>" → "/sandbox/receipt/<file>"). */
export function operatorReceiptPath(receiptUrl: string): string | null {
  const name = receiptUrl.startsWith("/uploads/") ? receiptUrl.slice("/uploads/".length) : "";
  return uploadNamePattern.test(name) ? `/sandbox/receipt/${name}` : null;
}
