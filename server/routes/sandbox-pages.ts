/**
 * /sandbox/* — HTML pages standing for the outside world (SANDBOX on only): the payment gateway
 * an instant or e-wallet deposit opens, and the operator's review of pending transactions.
 * Their buttons are plain forms posting to /api/sandbox/* (see sandbox.ts), which answer 303.
 */
import { Hono } from "hono";
import { mailBodyMax, mailTitleMax, rejectReasonMax } from "../../src/api/contract/mail.ts";
import { isServerMessage } from "../../src/api/contract/messages.ts";
import { type DepositChannel, isGatewayChannel } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import type { AppEnv } from "../http/env.ts";
import { esc, formatMoney, htmlPage } from "../http/html.ts";
import { listReports, type ReportView } from "../services/chat.ts";
import { findTenantTransaction, pendingOfTenant } from "../services/transactions.ts";
import { depositSetup } from "../services/wallet-config.ts";
import { operatorReceiptPath } from "./uploads.ts";

const channelNames: Record<DepositChannel, string> & Record<string, string | undefined> = {
  instant_deposit: "Instant deposit",
  bank_transfer: "Bank transfer",
  e_wallet: "E-wallet",
  crypto: "Crypto",
  telco: "Telco",
};

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The chat messages players reported, for the operator to read. */
function chatReportsSection(reports: ReportView[]): string {
  if (reports.length === 0) return `<div class="card"><p>No reported chat messages.</p></div>`;
  const rows = reports
    .map(
      (r) => `<tr>
<th scope="row">${esc(String(r.message_id))}</th>
<td>${esc(r.sender_uid)}</td>
<td>${esc(r.body)}</td>
<td>${esc(r.reason)}</td>
<td>${esc(r.reporter_uid)}</td>
<td><time datetime="${esc(r.created_at)}">${esc(r.created_at.replace("T", " ").slice(0, 16))} UTC</time></td>
</tr>`,
    )
    .join("\n");
  return `<div class="scroll" tabindex="0" role="region" aria-label="Reported chat messages"><table>
<caption>Reported chat messages (${reports.length})</caption>
<thead><tr><th scope="col">Message</th><th scope="col">Sender UID</th><th scope="col">Text</th><th scope="col">Reason</th><th scope="col">Reported by</th><th scope="col">Reported</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`;
}

export function sandboxPages(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/gateway/:id", async (c) => {
    const tenant = c.var.tenant;
    const id = c.req.param("id");
    const row = await findTenantTransaction(ctx.db, tenant.id, id);
    if (row?.type !== "deposit" || !isGatewayChannel(row.channel)) {
      const body = `<h1>Sandbox payment gateway</h1>
<p class="brand">${esc(tenant.brandName)}</p>
<div class="card"><p>Payment not found.</p></div>`;
      return c.html(htmlPage("Payment not found · Sandbox payment gateway", body), 404, headers);
    }
    const setup = await depositSetup(ctx, tenant);
    const method =
      setup.channels.find((ch) => ch.channel === row.channel)?.methods.find((m) => m.code === row.method)?.name ??
      row.method;
    const resultUrl = `/transaction/result?id=${encodeURIComponent(row.id)}`;
    const details = `<div class="card">
<dl>
<dt>Merchant</dt><dd>${esc(tenant.brandName)}</dd>
<dt>Amount</dt><dd>${esc(formatMoney(row.amount, row.currency))}</dd>
<dt>Method</dt><dd>${esc(method)}</dd>
<dt>Channel</dt><dd>${esc(channelNames[row.channel] ?? row.channel)}</dd>
<dt>Reference</dt><dd>${esc(row.reference)}</dd>
</dl>
</div>`;
    const action = `/api/sandbox/gateway/${encodeURIComponent(row.id)}`;
    const actions =
      row.status === "pending"
        ? `<p class="note">This is a test gateway: no real money moves. Choose how the payment ends.</p>
<div class="actions">
<form method="post" action="${esc(`${action}/approve`)}"><button type="submit" class="primary">Pay</button></form>
<form method="post" action="${esc(`${action}/fail`)}"><button type="submit" class="danger">Fail payment</button></form>
</div>`
        : `<p class="note">This payment is already ${esc(row.status)}.</p>
<p><a href="${esc(resultUrl)}">Back to ${esc(tenant.brandName)}</a></p>`;
    const body = `<h1>Sandbox payment gateway</h1>
<p class="brand">${esc(tenant.brandName)}</p>
${details}
${actions}`;
    return c.html(htmlPage("Sandbox payment gateway", body), 200, headers);
  });

  app.get("/operator", async (c) => {
    const tenant = c.var.tenant;
    const pending = await pendingOfTenant(ctx.db, tenant.id);
    const rows = pending
      .map(({ row, username }) => {
        const action = `/api/sandbox/operator/${encodeURIComponent(row.id)}`;
        const receiptPath = row.receiptUrl ? operatorReceiptPath(row.receiptUrl) : null;
        const receipt = receiptPath
          ? `<a href="${esc(receiptPath)}" target="_blank" rel="noopener">Receipt of ${esc(row.reference)}</a>`
          : "None";
        return `<tr>
<th scope="row">${esc(row.reference)}</th>
<td>${esc(username)}</td>
<td>${esc(row.type === "deposit" ? "Deposit" : "Withdraw")}</td>
<td>${esc(channelNames[row.channel] ?? row.channel)} · ${esc(row.method)}${row.destination ? `<br>${esc(row.destination)}` : ""}${row.txHash ? `<br><small>tx ${esc(row.txHash.slice(0, 12))}…</small>` : ""}</td>
<td>${esc(formatMoney(row.amount, row.currency))}${row.fee > 0 ? `<br><small>net ${esc(formatMoney(row.netAmount, row.currency))}</small>` : ""}</td>
<td>${receipt}</td>
<td><time datetime="${esc(row.createdAt.toISOString())}">${esc(row.createdAt.toISOString().replace("T", " ").slice(0, 16))} UTC</time></td>
<td><div class="row-actions">
<form method="post" action="${esc(`${action}/approve`)}"><button type="submit" class="primary" aria-label="Approve ${esc(row.reference)}">Approve</button></form>
<form method="post" action="${esc(`${action}/reject`)}">${
          row.type === "withdraw"
            ? `<label class="reason">Reason <input name="reason" maxlength="${rejectReasonMax}" autocomplete="off" aria-label="Reason to reject ${esc(row.reference)}"></label>`
            : ""
        }<button type="submit" class="danger" aria-label="Reject ${esc(row.reference)}">Reject</button></form>
</div></td>
</tr>`;
      })
      .join("\n");
    const table =
      pending.length === 0
        ? `<div class="card"><p>No pending transactions.</p></div>`
        : `<div class="scroll" tabindex="0" role="region" aria-label="Pending transactions"><table>
<caption>Pending transactions (${pending.length})</caption>
<thead><tr><th scope="col">Reference</th><th scope="col">Player</th><th scope="col">Type</th><th scope="col">Channel</th><th scope="col">Amount</th><th scope="col">Receipt</th><th scope="col">Created</th><th scope="col">Decision</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`;
    const body = `<h1>Sandbox operator</h1>
<p class="brand">${esc(tenant.brandName)}</p>
<p class="note">Approve or reject pending deposits and withdrawals. Approving a deposit credits the player; rejecting a withdrawal gives the held amount back, and the player gets a mail with your reason.</p>
<p><a href="/sandbox/mail">Write a mail to players</a></p>
<p><a href="/sandbox/content">Events, announcements, posts and pages</a></p>
<p><a href="/sandbox/verification">Account verification</a></p>
<p><a href="/sandbox/excluded">Players in a time-out or self-exclusion</a></p>
${table}
${chatReportsSection(await listReports(ctx.db, tenant.id))}`;
    return c.html(htmlPage("Sandbox operator", body, { wide: true }), 200, headers);
  });

  /** The operator writes a mail to one player or to every player of the tenant (posted to /api/sandbox/mail). */
  app.get("/mail", (c) => {
    const tenant = c.var.tenant;
    const sent = /^\d{1,9}$/.test(c.req.query("sent") ?? "") ? Number(c.req.query("sent")) : null;
    const error = c.req.query("error");
    // only a known message key is shown back (never text from the address)
    const status =
      sent !== null
        ? `<div class="card" role="status"><p>Mail sent to ${esc(sent)} ${sent === 1 ? "player" : "players"}.</p></div>`
        : isServerMessage(error)
          ? `<div class="card" role="alert"><p>Not sent: ${esc(error)}.</p></div>`
          : "";
    const body = `<h1>Sandbox operator: write a mail</h1>
<p class="brand">${esc(tenant.brandName)}</p>
<p class="note">The mail appears in the players' inbox in the app at once, with its title and body as written.</p>
${status}
<form method="post" action="/api/sandbox/mail" class="card form-fields">
<fieldset>
<legend>To</legend>
<label class="choice"><input type="radio" name="audience" value="one" checked> One player</label>
<label class="choice"><input type="radio" name="audience" value="all"> Every player of ${esc(tenant.brandName)}</label>
</fieldset>
<label>Username or member UID (for one player)
<input name="recipient" maxlength="32" pattern="[A-Za-z0-9_]{1,32}" autocomplete="off"></label>
<label>Title
<input name="title" required maxlength="${mailTitleMax}" autocomplete="off"></label>
<label>Message
<textarea name="body" required maxlength="${mailBodyMax}" rows="8"></textarea></label>
<div class="actions"><button type="submit" class="primary">Send mail</button></div>
</form>
<p><a href="/sandbox/operator">Pending transactions</a></p>`;
    return c.html(htmlPage("Write a mail · Sandbox operator", body), 200, headers);
  });

  return app;
}
