import { queryOptions } from "@tanstack/react-query";
import { FetchError, ofetch } from "ofetch";
import { ApiError, apiBaseUrl, reportUnauthorized, request, requestHeaders, toApiError } from "./client.ts";
import { isServerMessage } from "./contract/messages.ts";
import type { StatementQuery } from "./contract/statement.ts";

const base = "/api/player/transaction/statement";

/** The statement page's data: opening and closing balance, every movement, totals. */
export const getStatement = (query: StatementQuery) => request("Statement", base, { query });

/**
 * The same statement as a CSV file (RFC 4180, UTF-8 with BOM), for a download: a Blob of the server's content type,
 * with the headers and error mapping of `request` (client.ts). Here and not in the client: the first screen does
 * not download files.
 */
export async function getStatementCsv(query: StatementQuery): Promise<Blob> {
  try {
    return await ofetch(`${base}.csv`, {
      baseURL: apiBaseUrl,
      credentials: "include",
      retry: false,
      query,
      headers: requestHeaders(),
      responseType: "blob",
    });
  } catch (cause) {
    const error = await blobError(cause);
    if (error.status === 401) reportUnauthorized(error);
    throw error;
  }
}

/** A refusal of a file's download: its body came as a Blob too, so it is read back as the JSON (a server message) it is. */
async function blobError(cause: unknown): Promise<ApiError> {
  const data: unknown = cause instanceof FetchError ? cause.data : null;
  // a Blob (duck-typed: one of another realm, as a test's fetch answers, is a Blob all the same)
  if (cause instanceof FetchError && cause.response && typeof (data as Blob | null)?.text === "function") {
    let body: unknown = null;
    try {
      body = JSON.parse(await (data as Blob).text());
    } catch {
      // not JSON: "Error Encountered"
    }
    return new ApiError(cause.response.status, isServerMessage(body) ? body : "Error Encountered");
  }
  return toApiError(cause);
}

export const statementKeys = {
  all: ["statement"] as const,
  range: (query: StatementQuery) => [...statementKeys.all, query] as const,
};

export const statementQuery = (query: StatementQuery) =>
  queryOptions({ queryKey: statementKeys.range(query), queryFn: () => getStatement(query) });
