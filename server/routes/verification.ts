/**
 * /api/player/verification — the player's account verification (services/verification.ts): the view,
 * one document upload per kind (multipart field `file`), and sending the three for review.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { DocumentKind, documentMaxBytes } from "../../src/api/contract/verification.ts";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readUploadedFile } from "../http/input.ts";
import { resizeQueue } from "../services/avatars.ts";
import { countUpload } from "../services/uploads.ts";
import {
  assertMayChangeDocuments,
  saveDocument,
  submitVerification,
  verificationView,
} from "../services/verification.ts";
import {
  checkDocument,
  isDecoded,
  prepareDocument,
  removeDocument,
  storeDocument,
} from "../services/verification-files.ts";

/** Room for the multipart framing around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The upload's path, for the app's body limits (app.ts lets it past the small JSON limit to its own). */
export const documentUploadPath = /^\/api\/player\/verification\/document\/[^/]*$/;

export function verificationRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireSession(ctx);

  app.get("/", auth, async (c) => c.json(await verificationView(ctx, c.var.player)));

  app.post(
    "/document/:kind",
    // the body's length is checked as it arrives (Content-Length first): a larger one is never read whole
    bodyLimit({
      maxSize: documentMaxBytes + MULTIPART_OVERHEAD,
      onError: (c) => c.json("File is larger than 5MB", 413),
    }),
    auth,
    async (c) => {
      const kind = DocumentKind(c.req.param("kind"));
      if (typeof kind !== "string") fail(404, "Not found");
      // before the body is read: nothing to upload while under review or once verified
      assertMayChangeDocuments(c.var.player.verificationStatus);
      const bytes = await readUploadedFile(c, "file", documentMaxBytes, "File is larger than 5MB");
      // Type and structure first (415, 413, 400), then a full queue (503) before the upload is counted
      // against the player (429), then the re-encode (400, 422) and the file.
      const type = checkDocument(bytes);
      if (isDecoded(type)) resizeQueue.assertRoom();
      await countUpload(ctx.limiter, c.var.player.id, "document");
      const prepared = await prepareDocument(bytes, type);
      const name = await storeDocument(ctx.dataDir, prepared.bytes, prepared.kind);
      const stored = { file: name, mime: prepared.kind.mime, size: prepared.bytes.byteLength };
      return c.json(await saveDocument(ctx, c.var.player, kind, stored, (old) => removeDocument(ctx.dataDir, old)));
    },
  );

  app.post("/submit", auth, async (c) => c.json(await submitVerification(ctx, c.var.player)));

  app.all("*", (c) => c.json("Not found", 404));
  return app;
}
