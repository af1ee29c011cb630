/** Request input checked against the shared contract: bad JSON → "Bad request", bad shape → "Invalid data request". */
import { type Type, type } from "arktype";
import type { Context } from "hono";
import { fail } from "../errors.ts";

export function validate<T>(schema: Type<T>, data: unknown): T {
  const out = schema(data);
  if (out instanceof type.errors) fail(400, "Invalid data request");
  return out as T;
}

/** Parses the body as JSON whatever its content type says, then validates it. */
export async function readJson<T>(c: Context, schema: Type<T>): Promise<T> {
  return validate(schema, await readJsonValue(c));
}

/** The body parsed as JSON (not yet validated): "Bad request" when it is not JSON. */
export async function readJsonValue(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    fail(400, "Bad request");
  }
  if (text.trim() === "") fail(400, "Bad request");
  let data: unknown;
  let hasNul = false;
  try {
    // PostgreSQL text cannot hold U+0000: refuse it here rather than fail in a query.
    data = JSON.parse(text, (_key, value) => {
      if (typeof value === "string" && value.includes("\0")) hasNul = true;
      return value;
    });
  } catch {
    fail(400, "Bad request");
  }
  if (hasNul) fail(400, "Invalid data request");
  return data;
}

/** A query-string integer: digits become a number, anything else stays a string (and fails validation). */
export function queryInt(value: string | undefined, fallback: number): number | string {
  if (value === undefined || value === "") return fallback;
  return /^\d{1,9}$/.test(value) ? Number(value) : value;
}
