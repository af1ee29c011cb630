import { type } from "arktype";

/** Integer minor units (sen for MYR, micro-USDT for USDT). Never a float. Requests use money.ts's RequestAmount. */
export const MinorUnits = type("number.integer");

// ---------- free text ----------

/**
 * Characters no free text may hold: C0 and C1 controls (NUL, TAB, CR, LF, …, DEL), the soft hyphen,
 * bidi marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069),
 * line and paragraph separators (U+2028/9), zero-width and invisible characters (U+200B–U+200D,
 * U+2060–U+2064, U+FEFF), interlinear annotations (U+FFF9–U+FFFB) and lone surrogates. They hide or
 * reorder what a name shows (an operator reads "Aisyah" where the text says otherwise), break
 * logs and CSV exports, and PostgreSQL cannot store NUL.
 */
const unsafeCharacter =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What a SafeText field expects when it holds an unsafe character (servers map it to a message key). */
export const safeTextExpected = "text without control, bidi or invisible characters";

/** Whether an arktype error (or its message) is SafeText's refusal of a character. */
export function isUnsafeTextError(error: { expected?: string; message?: string } | undefined): boolean {
  return !!error && (error.expected === safeTextExpected || !!error.message?.includes(safeTextExpected));
}

/**
 * Free text from a player (names, nickname, receiver fields, …): NFC-normalised, trimmed, free of
 * the characters above, and `min` to `max` UTF-16 units long once normalised and trimmed.
 * The one schema for every free-text field of every request.
 */
export function SafeText(min: number, max: number) {
  return (
    type("string")
      // NFC can only shrink a text a few times over: a far longer one is refused before any work on it
      .narrow((raw, ctx) => raw.length <= max * 4 + 16 || ctx.mustBe(`at most ${max} characters`))
      // NFC neither makes nor removes any of these characters: the raw text is checked
      .narrow((raw, ctx) => !unsafeCharacter.test(raw) || ctx.mustBe(safeTextExpected))
      .pipe((raw) => raw.normalize("NFC").trim())
      .narrow((text, ctx) => (text.length >= min && text.length <= max) || ctx.mustBe(`${min} to ${max} characters`))
  );
}

/**
 * Free text of several lines from the operator (a mail's body): as SafeText, but line feeds are kept
 * (CR LF and a lone CR become LF; every other control, bidi or invisible character is refused),
 * trailing spaces of each line and blank lines at either end are dropped.
 */
export function SafeLines(min: number, max: number) {
  return (
    type("string")
      .narrow((raw, ctx) => raw.length <= max * 4 + 16 || ctx.mustBe(`at most ${max} characters`))
      .pipe((raw) => raw.replace(/\r\n?/g, "\n"))
      // a line feed is checked as a space: removing it could pair two lone surrogates
      .narrow((raw, ctx) => !unsafeCharacter.test(raw.replaceAll("\n", " ")) || ctx.mustBe(safeTextExpected))
      .pipe((raw) =>
        raw
          .normalize("NFC")
          .split("\n")
          .map((line) => line.trimEnd())
          .join("\n")
          .trim(),
      )
      .narrow((text, ctx) => (text.length >= min && text.length <= max) || ctx.mustBe(`${min} to ${max} characters`))
  );
}

// ---------- URLs handed out ----------

/** Loopback hosts (development, demos, tests). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === "[::1]"
  );
}

/**
 * Whether a URL the API hands out (an avatar, a receipt, a payment page, a tenant's logo) is safe
 * to put in a page: a path on the same origin ("/uploads/…", which takes the page's https), or an
 * https URL; plain http only to a loopback host, and only when `loopbackHttp` (the sandbox) allows
 * it. Never `javascript:`, `data:`, a protocol-relative `//host` or a path with a backslash.
 */
export function isPublicUrl(value: string, options: { loopbackHttp: boolean }): boolean {
  if (value.length === 0 || value.length > 2048 || /[\s\\]/.test(value) || unsafeCharacter.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && options.loopbackHttp && isLoopbackHost(url.hostname);
}

/** A URL in an answer: what isPublicUrl allows (the app cannot tell whether the sandbox is on). */
export const PublicUrl = type("string").narrow(
  (value, ctx) => isPublicUrl(value, { loopbackHttp: true }) || ctx.mustBe("a same-origin path or an https URL"),
);

/** Phone in international form without the plus sign, e.g. 60123456789. */
export const PhoneDigits = type(/^[1-9]\d{7,14}$/);

/** Password rule of SPEC §5: 8-16 numbers or characters, no spaces. */
export const Password = type(/^\S{8,16}$/);

/** Username: 4-16 letters or digits, no spaces. */
export const Username = type(/^[A-Za-z0-9_]{4,16}$/);

/** A password as typed at login or as a confirmation (the rule itself is Password's). */
export const PasswordInput = type("1 <= string <= 128");

/** A six-digit PIN. */
export const Pin = type(/^\d{6}$/);

/** A six-digit one-time code. */
export const OtpCode = type(/^\d{6}$/);

/** The idempotency key of a money move: the app makes one per move and keeps it for its retries. */
export const IdempotencyKey = type(/^[A-Za-z0-9_-]{16,64}$/);

export const Ok = type({ ok: "true" });
export type Ok = typeof Ok.infer;

export const Page = type({ page: "1 <= number.integer <= 100000", limit: "1 <= number.integer <= 100" });
