import type { CutValue } from "../api/contract/inspection.ts";

/**
 * What the app's live inspection sends of a context, a state value or an event's payload: JSON-safe
 * (actors become `{ actor: <sessionId> }`, functions, symbols and undefined are left out, cycles
 * cut), secrets hidden (PINs, passwords, one-time codes, tokens: the inspection is shown on other
 * devices) and at most `max` characters of JSON (the largest fields are shortened first, else the
 * whole value is replaced by a note of its size). A state value is sent with `secrets: false`: its keys are
 * state names (an OTP machine's region `code`), never secrets.
 */
export function cappedJson(value: unknown, max: number, { secrets = true }: { secrets?: boolean } = {}): unknown {
  const safe = jsonSafe(value, new WeakSet(), 0, secrets);
  const text = JSON.stringify(safe) ?? "null";
  if (text.length <= max) return safe;
  if (safe && typeof safe === "object" && !Array.isArray(safe)) {
    const fields = Object.entries(safe as Record<string, unknown>).map(([key, field]) => ({
      key,
      field,
      length: (JSON.stringify(field) ?? "").length,
    }));
    const shortened: Record<string, unknown> = {};
    const limit = Math.floor(max / Math.max(4, fields.length));
    for (const { key, field, length } of fields) {
      shortened[key] = length > limit ? cut(length) : field;
    }
    if ((JSON.stringify(shortened) ?? "").length <= max) return shortened;
  }
  return cut(text.length);
}

const cut = (length: number): CutValue => ({ "…": `${length} characters, too large to show` });

/**
 * Keys whose text or number is never sent: a PIN, a password, a one-time code, a token (pin, new_pin,
 * confirm_password, otp, code, jwtToken, …); not flags or names about them (hasPin, pin_locked_until, bank_code).
 */
const secretKey =
  /^(code|otp|pin|password|token|secret|cookie)$|_(pin|password|otp|token|secret)$|(Pin|Password|Otp|Code|Token|Secret)$/;
const hidden = "•••";

function jsonSafe(value: unknown, seen: WeakSet<object>, depth: number, secrets: boolean): unknown {
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "string") return value.replaceAll("\u0000", "");
  if (typeof value === "bigint") return value.toString();
  if (typeof value !== "object") return undefined;
  const actor = value as { sessionId?: unknown; send?: unknown };
  if (typeof actor.sessionId === "string" && typeof actor.send === "function") return { actor: actor.sessionId };
  if (seen.has(value) || depth > 8) return "…";
  seen.add(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Error) return { error: value.message };
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => jsonSafe(item, seen, depth + 1, secrets) ?? null);
  if (value instanceof Map) return jsonSafe(Object.fromEntries(value), seen, depth, secrets);
  if (value instanceof Set) return jsonSafe([...value], seen, depth, secrets);
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value).slice(0, 100)) {
    if (secrets && secretKey.test(key) && (typeof field === "number" || (typeof field === "string" && field !== ""))) {
      out[key] = hidden;
      continue;
    }
    const safe = jsonSafe(field, seen, depth + 1, secrets);
    if (safe !== undefined) out[key] = safe;
  }
  return out;
}
