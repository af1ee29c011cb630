import { type } from "arktype";
import { PublicUrl } from "./common.ts";

/** Theme data of SPEC §3. */
export const Theme = type({
  brand_name: "string",
  logo: PublicUrl,
  themecolor: /^#[0-9a-fA-F]{6}$/,
  user_card_arrow_left: PublicUrl,
  user_card_arrow_right: PublicUrl,
  restore_icon: PublicUrl,
});
export type Theme = typeof Theme.infer;

export const SessionCheck = type({ ok: "true" });
export type SessionCheck = typeof SessionCheck.infer;
