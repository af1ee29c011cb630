/**
 * The sandbox operator's verification desk (SANDBOX on only): `/sandbox/verification` lists the tenant's
 * verifications waiting for a decision, each with its three documents shown, and Approve and
 * Reject-with-a-reason forms posting to `/api/sandbox/verification/:playerId` (which answer 303 back to
 * the page, or the player's verification as JSON to a JSON caller). A document is served only here,
 * `/sandbox/verification/:playerId/:kind`, with its stored type: the files are never under the uploads
 * folder and no player URL reaches them.
 */
import { type Context, Hono } from "hono";
import { isServerMessage } from "../../src/api/contract/messages.ts";
import {
  type DocumentKind,
  DocumentKind as DocumentKindSchema,
  rejectReasonMaxLength,
  SandboxVerificationDecision,
} from "../../src/api/contract/verification.ts";
import type { Ctx } from "../context.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../http/env.ts";
import { esc, formatMoney, htmlPage } from "../http/html.ts";
import { readFormOrJson } from "../http/input.ts";
import { decideVerification, documentOf, pendingVerifications } from "../services/verification.ts";
import { readDocument } from "../services/verification-files.ts";
import { verificationThresholdOf } from "../services/wallet-config.ts";

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
const wantsJson = (c: Context) => /application\/json/i.test(c.req.header("accept") ?? "");
const when = (at: Date | null) =>
  at
    ? `<time datetime="${esc(at.toISOString())}">${esc(at.toISOString().replace("T", " ").slice(0, 16))} UTC</time>`
    : "—";

const documentNames: Record<DocumentKind, string> = {
  id_front: "ID front",
  id_back: "ID back",
  selfie: "Selfie",
};

/** The HTML page and the documents, mounted at /sandbox/verification. */
export function sandboxVerificationPages(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const tenant = c.var.tenant;
    const [pending, myr, usdt] = await Promise.all([
      pendingVerifications(ctx.db, tenant.id),
      verificationThresholdOf(ctx, tenant.id, "MYR"),
      verificationThresholdOf(ctx, tenant.id, "USDT"),
    ]);
    const error = c.req.query("error");
    const decided = c.req.query("decided");
    // only a known message key or decision is shown back (never text from the address)
    const status = isServerMessage(error)
      ? `<div class="card" role="alert"><p>Not done: ${esc(error)}.</p></div>`
      : decided === "approve" || decided === "reject"
        ? `<div class="card" role="status"><p>${decided === "approve" ? "Verification approved" : "Verification rejected"}. The player has a mail about it.</p></div>`
        : "";
    const cards = pending
      .map((p) => {
        const who = `${p.username} (UID ${p.memberUid})`;
        const action = `/api/sandbox/verification/${encodeURIComponent(p.playerId)}`;
        const documents = p.documents
          .map((d) => {
            const src = `/sandbox/verification/${encodeURIComponent(p.playerId)}/${d.kind}`;
            const name = documentNames[d.kind];
            return `<figure class="card">
<a href="${esc(src)}" target="_blank" rel="noopener"><img src="${esc(src)}" width="240" alt="${esc(`${name} of ${who}`)}"></a>
<figcaption>${esc(name)}, uploaded ${when(d.uploadedAt)}</figcaption>
</figure>`;
          })
          .join("\n");
        return `<section class="card" aria-labelledby="player-${esc(p.playerId)}">
<h2 id="player-${esc(p.playerId)}">${esc(who)}</h2>
<dl>
<dt>Full name</dt><dd>${esc(p.fullName)}</dd>
<dt>Sent for review</dt><dd>${when(p.submittedAt)}</dd>
</dl>
<div class="actions">
${documents}
</div>
<div class="row-actions">
<form method="post" action="${esc(action)}"><input type="hidden" name="decision" value="approve"><button type="submit" class="primary" aria-label="${esc(`Approve ${who}`)}">Approve</button></form>
<form method="post" action="${esc(action)}"><input type="hidden" name="decision" value="reject"><label class="reason">Reason <input name="reason" required maxlength="${rejectReasonMaxLength}" autocomplete="off" aria-label="${esc(`Reason to reject ${who}`)}"></label><button type="submit" class="danger" aria-label="${esc(`Reject ${who}`)}">Reject</button></form>
</div>
</section>`;
      })
      .join("\n");
    const list =
      pending.length === 0
        ? `<div class="card"><p>No verifications waiting for a decision.</p></div>`
        : `<h2>Waiting for a decision (${pending.length})</h2>\n${cards}`;
    const body = `<h1>Sandbox operator: account verification</h1>
<p class="brand">${esc(tenant.brandName)}</p>
<p class="note">Check each player's ID (front and back) and selfie, then approve, or reject with a reason the player reads in their mail. Withdrawals above ${esc(formatMoney(myr, "MYR"))} or ${esc(formatMoney(usdt, "USDT"))} (one, or the day's total) need a verified account; the tenant's config entry <code>verification_thresholds</code> sets these.</p>
${status}
${list}
<p><a href="/sandbox/operator">Pending transactions</a></p>`;
    return c.html(htmlPage("Account verification · Sandbox operator", body, { wide: true }), 200, headers);
  });

  /** One document, for the operator's eyes only: its stored type, shown inline, never sniffed, never cached. */
  app.get("/:playerId/:kind", async (c) => {
    const kind = DocumentKindSchema(c.req.param("kind"));
    if (typeof kind !== "string") return c.json("Not found", 404);
    const document = await documentOf(ctx.db, c.var.tenant.id, c.req.param("playerId"), kind);
    const bytes = document && (await readDocument(ctx.dataDir, document.file));
    if (!document || !bytes) return c.json("Not found", 404);
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": document.mime,
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  });

  app.all("*", (c) => c.json("Not found", 404));
  return app;
}

/** The operator's decision, mounted at /api/sandbox/verification. */
export function sandboxVerificationApi(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/:playerId", async (c) => {
    let decision: SandboxVerificationDecision;
    let answer: unknown;
    try {
      decision = await readFormOrJson(c, SandboxVerificationDecision);
      answer = await decideVerification(ctx, c.var.tenant.id, c.req.param("playerId"), decision);
    } catch (error) {
      if (wantsJson(c) || !(error instanceof ApiError)) throw error;
      return c.redirect(`/sandbox/verification?error=${encodeURIComponent(error.key)}`, 303);
    }
    if (wantsJson(c)) return c.json(answer);
    return c.redirect(`/sandbox/verification?decided=${decision.decision}`, 303);
  });
  return app;
}
