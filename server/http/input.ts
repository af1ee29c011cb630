/** Request input checked against the shared contract: bad JSON → "Bad request", bad shape → "Invalid data request". */
import { type Type, type } from "arktype";
import type { Context } from "hono";
import { isUnsafeTextError } from "../../src/api/contract/common.ts";
import { fail } from "../errors.ts";

/**
 * The input as the contract makes it (free text NFC-normalised and trimmed), or a 400: "Text contains
 * characters that are not allowed" when a SafeText field holds one, else "Invalid data request".
 */
export function validate<S extends Type>(schema: S, data: unknown): S["infer"] {
  const out = schema(data);
  if (out instanceof type.errors) {
    if (out.some((error) => isUnsafeTextError(error))) fail(400, "Text contains characters that are not allowed");
    fail(400, "Invalid data request");
  }
  return out as S["infer"];
}

/** Parses the body as JSON whatever its content type says, then validates it. */
export async function readJson<S extends Type>(c: Context, schema: S): Promise<S["infer"]> {
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
    // PostgreSQL text cannot hold U+0000: refuse it here (in any field) rather than fail in a query.
    data = JSON.parse(text, (_key, value) => {
      if (typeof value === "string" && value.includes("\0")) hasNul = true;
      return value;
    });
  } catch {
    fail(400, "Bad request");
  }
  if (hasNul) fail(400, "Text contains characters that are not allowed");
  return data;
}

/** A query-string integer: digits become a number, anything else stays a string (and fails validation). */
export function queryInt(value: string | undefined, fallback: number): number | string {
  if (value === undefined || value === "") return fallback;
  return /^\d{1,9}$/.test(value) ? Number(value) : value;
}

const formType = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * A body the sandbox pages post as a form, or a JSON call sends, or none at all (→ {}), validated. Blank form
 * fields count as absent; a file or a NUL in a form field is refused.
 */
export async function readFormOrJson<S extends Type>(c: Context, schema: S): Promise<S["infer"]> {
  if (formType.test(c.req.header("content-type") ?? "")) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      fail(400, "Bad request");
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(form)) {
      if (typeof value !== "string") fail(400, "Invalid data request");
      if (value.includes("\0")) fail(400, "Text contains characters that are not allowed");
      if (value.trim() !== "") fields[name] = value;
    }
    return validate(schema, fields);
  }
  // no body at all (a bare JSON call): nothing given
  if ((await c.req.text().catch(() => "")).trim() === "") return validate(schema, {});
  return readJson(c, schema);
}

/**
 * The bytes of the one file a multipart upload carries in `field` (an avatar, a receipt, a verification document):
 * not multipart or no such file → 400 "Invalid data request", a body that is not a form → 400 "Bad request", a file
 * over `maxBytes` → 413 with `tooLarge`. The route's body limit has already stopped a larger body as it arrived.
 */
export async function readUploadedFile(
  c: Context,
  field: string,
  maxBytes: number,
  tooLarge: "File is larger than 5MB" | "File is larger than 20MB",
): Promise<Uint8Array<ArrayBuffer>> {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) fail(400, "Invalid data request");
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    fail(400, "Bad request");
  }
  const file = form.get(field);
  if (!(file instanceof File)) fail(400, "Invalid data request");
  if (file.size > maxBytes) fail(413, tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}
