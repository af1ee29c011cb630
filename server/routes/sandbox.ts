/** /api/sandbox/* — demo and test helpers, mounted only when SANDBOX is on. */
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { PhoneDigits } from "../../src/api/contract/common.ts";
import type { SmsList } from "../../src/api/contract/otp.ts";
import type { AppEnv, Ctx } from "../context.ts";
import { smsMessages } from "../db/schema.ts";
import { validate } from "../http/input.ts";

export function sandboxRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** The SMS sink of the resolved tenant, newest first (optionally one phone's). */
  app.get("/sms", async (c) => {
    const raw = c.req.query("contact_no");
    const contactNo = raw === undefined || raw === "" ? null : validate(PhoneDigits, raw);
    const rows = await ctx.db
      .select()
      .from(smsMessages)
      .where(
        contactNo
          ? and(eq(smsMessages.tenantId, c.var.tenant.id), eq(smsMessages.contactNo, contactNo))
          : eq(smsMessages.tenantId, c.var.tenant.id),
      )
      .orderBy(desc(smsMessages.createdAt))
      .limit(50);
    const list: SmsList = rows.map((r) => ({
      contact_no: r.contactNo,
      body: r.body,
      code: r.code,
      created_at: r.createdAt.toISOString(),
    }));
    return c.json(list);
  });

  return app;
}
