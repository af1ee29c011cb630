/** Mail helpers for server tests: the player's inbox and badge, and the sandbox operator writing a mail. */
import type { Mail, MailPage } from "../../../src/api/contract/mail.ts";
import type { Answer, Caller } from "../../support/api.ts";

type Player = { jwtToken: string; domain?: string };

export async function inbox(server: Caller, player: Player, query = "page=1&limit=50"): Promise<MailPage> {
  const res = await server.call<MailPage>("GET", `/api/player/mail/getMails?${query}`, {
    token: player.jwtToken,
    domain: player.domain,
  });
  if (res.status !== 200) throw new Error(`getMails failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function unread(server: Caller, player: Player): Promise<number> {
  const res = await server.call<{ unread: number }>("GET", "/api/player/mail/getUnreadCount", {
    token: player.jwtToken,
    domain: player.domain,
  });
  if (res.status !== 200) throw new Error(`getUnreadCount failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.unread;
}

/** The player's system mails of one template, newest first. */
export async function systemMails<T extends Extract<Mail, { kind: "system" }>["template"]>(
  server: Caller,
  player: Player,
  template: T,
): Promise<Extract<Mail, { template: T }>[]> {
  return (await inbox(server, player)).items.filter(
    (m): m is Extract<Mail, { template: T }> => m.kind === "system" && m.template === template,
  );
}

/** The sandbox operator writes a mail (a JSON call). */
export function operatorMail(
  server: Caller,
  body: Record<string, unknown>,
  domain?: string,
): Promise<Answer<{ sent: number }>> {
  return server.call<{ sent: number }>("POST", "/api/sandbox/mail", {
    body,
    headers: { Accept: "application/json" },
    domain,
  });
}
