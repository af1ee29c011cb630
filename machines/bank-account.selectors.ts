import type { SnapshotFrom } from "xstate";
import type { bankAccountMachine } from "./bank-account.machine.ts";

type BankAccountSnapshot = SnapshotFrom<typeof bankAccountMachine>;

/** The form was sent and the server has not answered yet. */
export const selectIsSaving = (snapshot: BankAccountSnapshot): boolean => snapshot.matches("saving");

/** The account is saved (the machine is done; its output is the account). */
export const selectIsSaved = (snapshot: BankAccountSnapshot): boolean => snapshot.status === "done";

/** Whether the flow changes an existing account (rather than adding one). */
export const selectIsChanging = (snapshot: BankAccountSnapshot): boolean => snapshot.context.account !== null;
