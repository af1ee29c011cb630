/**
 * Account verification in server tests: real pictures of each allowed type, the player's calls (upload a
 * document, send them for review, read the view), the sandbox operator's decision, and `verifyPlayer`,
 * which walks a player through the whole of it the real way.
 */
import { Jimp } from "jimp";
import type { DocumentKind, VerificationView } from "../../../src/api/contract/verification.ts";
import type { Answer, Caller } from "../../support/api.ts";

type Player = { _id: string; jwtToken: string; domain?: string };

/** A real picture (a gradient, so a decoder has something to do) as PNG or JPEG bytes. */
export async function picture(type: "png" | "jpeg", width = 64, height = 40): Promise<Uint8Array<ArrayBuffer>> {
  const image = new Jimp({ width, height });
  const data = image.bitmap.data;
  for (let at = 0; at < width * height; at++) {
    data[at * 4] = (at % width) & 0xff;
    data[at * 4 + 1] = Math.floor(at / width) & 0xff;
    data[at * 4 + 2] = 0x80;
    data[at * 4 + 3] = 0xff;
  }
  const bytes = type === "png" ? await image.getBuffer("image/png") : await image.getBuffer("image/jpeg");
  return new Uint8Array(bytes);
}

/** A 1 × 1 lossless WebP. */
export const WEBP = new Uint8Array(Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64"));

/** The multipart body of one document (field `file`, as the app sends it). */
export function documentForm(bytes: Uint8Array, name = "id.png", type = "image/png", field = "file"): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export function getVerification(server: Caller, player: Player): Promise<Answer<VerificationView>> {
  return server.call<VerificationView>("GET", "/api/player/verification", {
    token: player.jwtToken,
    domain: player.domain,
  });
}

export function uploadDocument(
  server: Caller,
  player: Player,
  kind: DocumentKind | string,
  raw: BodyInit,
  headers: Record<string, string> = {},
): Promise<Answer<VerificationView>> {
  return server.call<VerificationView>("POST", `/api/player/verification/document/${kind}`, {
    raw,
    headers,
    token: player.jwtToken,
    domain: player.domain,
  });
}

export function submitVerification(server: Caller, player: Player): Promise<Answer<VerificationView>> {
  return server.call<VerificationView>("POST", "/api/player/verification/submit", {
    body: {},
    token: player.jwtToken,
    domain: player.domain,
  });
}

/** The sandbox operator's decision, as a JSON call. */
export function decideVerification(
  server: Caller,
  playerId: string,
  body: unknown,
  domain?: string,
): Promise<Answer<VerificationView>> {
  return server.call<VerificationView>("POST", `/api/sandbox/verification/${playerId}`, {
    body,
    headers: { Accept: "application/json" },
    domain,
  });
}

/** Uploads the three documents (small PNGs) and sends them for review; throws on any refusal. */
export async function sendForReview(server: Caller, player: Player): Promise<VerificationView> {
  const png = await picture("png");
  for (const kind of ["id_front", "id_back", "selfie"] as const) {
    const res = await uploadDocument(server, player, kind, documentForm(png, `${kind}.png`));
    if (res.status !== 200) throw new Error(`upload ${kind} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const sent = await submitVerification(server, player);
  if (sent.status !== 200) throw new Error(`submit failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body;
}

/** Walks the player through verification the real way: documents, review, the operator's approval. */
export async function verifyPlayer(server: Caller, player: Player): Promise<VerificationView> {
  await sendForReview(server, player);
  const approved = await decideVerification(server, player._id, { decision: "approve" }, player.domain);
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return approved.body;
}
