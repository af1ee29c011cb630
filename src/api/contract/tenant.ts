import { type } from "arktype";

/** Theme data of SPEC §3. */
export const Theme = type({
  brand_name: "string",
  logo: "string",
  themecolor: /^#[0-9a-fA-F]{6}$/,
  user_card_arrow_left: "string",
  user_card_arrow_right: "string",
  restore_icon: "string",
});
export type Theme = typeof Theme.infer;

export const SessionCheck = type({ ok: "true" });
export type SessionCheck = typeof SessionCheck.infer;
