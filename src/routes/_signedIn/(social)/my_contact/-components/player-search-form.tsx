import { arktypeResolver } from "@hookform/resolvers/arktype";
import { useLingui } from "@lingui/react/macro";
import { type } from "arktype";
import { useForm } from "react-hook-form";
import { FriendSearchQuery } from "../../../../../api/contract/friends.ts";
import { fieldMessage } from "../../../../../forms/field-message.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { Button } from "../../../../../ui/button.tsx";
import { TextField } from "../../../../../ui/text-field.tsx";

/** The search form: the contract's keyword (at most 32 characters), and not empty. */
const SearchForm = FriendSearchQuery.and(type({ keyword: /\S/ }));
type SearchForm = typeof SearchForm.infer;

/**
 * One field for a member UID or a phone number; empty, it says "User ID is required" (the server's own words
 * for it) and keeps what was typed otherwise.
 */
export function PlayerSearchForm({
  keyword,
  busy,
  onSearch,
}: {
  keyword: string | undefined;
  busy: boolean;
  onSearch: (keyword: string) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<SearchForm>({
    resolver: arktypeResolver(SearchForm),
    defaultValues: { keyword: keyword ?? "" },
  });
  const typed = form.watch("keyword");
  return (
    <form
      className="form friend-search"
      noValidate
      onSubmit={form.handleSubmit((body) => onSearch(body.keyword.trim()))}
    >
      <TextField
        label={t`UID or phone number`}
        inputMode="search"
        autoComplete="off"
        maxLength={32}
        hint={t`Ask your friend for the UID on their home screen, or enter their phone number.`}
        {...form.register("keyword")}
        error={fieldMessage(form.formState.errors.keyword, typed, {
          required: translateServerMessage(i18n, "User ID is required"),
          invalid: t`Enter a UID or a phone number`,
        })}
      />
      <Button type="submit" busy={busy}>
        {t`Search`}
      </Button>
    </form>
  );
}
