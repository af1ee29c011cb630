/** /api/player/otp/* — request and verify SMS one-time codes. */
import { Hono } from "hono";
import { OtpRequestBody, OtpVerifyBody } from "../../src/api/contract/otp.ts";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import { authenticate } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { checkOtp, countOtpRequestFrom, publicOtpPurposes, requestOtp } from "../services/otp.ts";
import { findByContact } from "../services/players.ts";

export function otpRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/request", async (c) => {
    const body = await readJson(c, OtpRequestBody);
    const tenant = c.var.tenant;
    if (publicOtpPurposes.has(body.purpose)) await countOtpRequestFrom(ctx, c.var.clientIp);
    const send = async (deliver = true) =>
      c.json(await requestOtp(ctx, tenant, body.contact_no, body.purpose, { deliver }));
    switch (body.purpose) {
      case "register":
        if (await findByContact(ctx.db, tenant.id, body.contact_no)) fail(409, "Phone number already registered");
        return send();
      case "forgot_password":
        // The same answer whether the phone has an account or not (no enumeration): an unknown
        // phone gets a code that is stored and counted like any other but never sent.
        return send((await findByContact(ctx.db, tenant.id, body.contact_no)) !== null);
      default: {
        // withdraw / transfer: only the signed-in player, to their own phone.
        const { player } = await authenticate(ctx, c);
        if (player.contactNo !== body.contact_no) fail(400, "Invalid phone number");
        return send();
      }
    }
  });

  app.post("/verify", async (c) => {
    const body = await readJson(c, OtpVerifyBody);
    await checkOtp(ctx, c.var.tenant.id, body.contact_no, body.purpose, body.otp);
    return c.json({ verified: true as const });
  });

  return app;
}
