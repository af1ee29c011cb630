import { useMutation } from "@tanstack/react-query";
import type { StatementQuery } from "../api/contract/statement.ts";
import { getStatementCsv } from "../api/statement.ts";
import { browserTimeZone } from "../lib/dates.ts";

/** How long the file's object URL lives after the download started (the browser has read it by then). */
const objectUrlLife = 60_000;

/** Hands a file to the browser's downloads, as a link with `download` would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLife);
}

/**
 * Downloads the statement of a range as a CSV file (`statement-<start>-<end>.csv`), its times in the browser's zone
 * and its words in the app's language (the client's Accept-Language). A refusal (a range too long, too many
 * movements, offline) is the mutation's error, an ApiError whose `messageKey` the screen translates; the screen
 * keeps the range the player chose.
 */
export function useStatementDownload() {
  return useMutation({
    mutationFn: async (query: Omit<StatementQuery, "tz">) => {
      const blob = await getStatementCsv({ ...query, tz: browserTimeZone() });
      saveFile(blob, `statement-${query.start_date}-${query.end_date}.csv`);
    },
  });
}
