import { type } from "arktype";

/** Integer minor units (sen for MYR, micro-USDT for USDT). Never a float. */
export const MinorUnits = type("number.integer");

/** Phone in international form without the plus sign, e.g. 60123456789. */
export const PhoneDigits = type(/^[1-9]\d{7,14}$/);

/** Password rule of SPEC §5: 8-16 numbers or characters, no spaces. */
export const Password = type(/^\S{8,16}$/);

/** Username: 4-16 letters or digits, no spaces. */
export const Username = type(/^[A-Za-z0-9_]{4,16}$/);

/** A six-digit PIN. */
export const Pin = type(/^\d{6}$/);

/** A six-digit one-time code. */
export const OtpCode = type(/^\d{6}$/);

export const Ok = type({ ok: "true" });
export type Ok = typeof Ok.infer;

export const Page = type({ page: "number.integer >= 1", limit: "1 <= number.integer <= 100" });
