import { queryOptions } from "@tanstack/react-query";
import { request, requestBlob } from "./client.ts";
import type { StatementQuery } from "./contract/statement.ts";

const base = "/api/player/transaction/statement";

/** The statement page's data: opening and closing balance, every movement, totals. */
export const getStatement = (query: StatementQuery) => request("Statement", base, { query });

/** The same statement as a CSV file (RFC 4180, UTF-8 with BOM), for a download. */
export const getStatementCsv = (query: StatementQuery) => requestBlob(`${base}.csv`, { query });

export const statementKeys = {
  all: ["statement"] as const,
  range: (query: StatementQuery) => [...statementKeys.all, query] as const,
};

export const statementQuery = (query: StatementQuery) =>
  queryOptions({ queryKey: statementKeys.range(query), queryFn: () => getStatement(query) });
