/** /api/player/deposit/* — channels and limits, create a deposit, upload a bank-transfer receipt. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { maxUploadBytes } from "../../src/api/contract/user.ts";
import { CreateDepositBody } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson, readUploadedFile } from "../http/input.ts";
import { assertReceiptTarget, attachReceipt, createDeposit } from "../services/deposits.ts";
import { checkReceipt, countUpload, removeUpload, storeUpload } from "../services/uploads.ts";
import { depositSetup, toDepositOptions } from "../services/wallet-config.ts";

/** Room for the multipart framing around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

export function depositRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireSession(ctx);

  app.get("/getDepositOptions", auth, async (c) => c.json(toDepositOptions(await depositSetup(ctx, c.var.tenant))));

  app.post("/createDeposit", auth, async (c) => {
    const body = await readJson(c, CreateDepositBody);
    return c.json(await createDeposit(ctx, c.var.tenant, c.var.player, body));
  });

  app.post(
    "/uploadReceipt/:id",
    bodyLimit({
      maxSize: maxUploadBytes + MULTIPART_OVERHEAD,
      onError: (c) => c.json("File is larger than 20MB", 413),
    }),
    auth,
    async (c) => {
      const id = c.req.param("id");
      await assertReceiptTarget(ctx, c.var.player, id);
      const bytes = await readUploadedFile(c, "receipt", maxUploadBytes, "File is larger than 20MB");
      // Type and, for an image, its structure (415, 413, 400) before it is counted (429) and stored.
      const kind = checkReceipt(bytes);
      await countUpload(ctx.limiter, c.var.player.id, "receipt");
      const receipt = await storeUpload(ctx.uploadsDir, bytes, kind);
      try {
        const { transaction, previous } = await attachReceipt(ctx, c.var.player, id, receipt);
        await removeUpload(ctx.uploadsDir, previous);
        return c.json(transaction);
      } catch (error) {
        await removeUpload(ctx.uploadsDir, receipt);
        throw error;
      }
    },
  );

  return app;
}
