import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { MailQuery } from "./contract/mail.ts";

const mail = "/api/player/mail";
const id = (mailId: string) => encodeURIComponent(mailId);

/** A page of the inbox, newest first, with the unread count. */
export const getMails = (query: MailQuery) => request("MailPage", `${mail}/getMails`, { query });
/** The unread count alone (the badge). */
export const getUnreadCount = () => request("MailUnread", `${mail}/getUnreadCount`);
/** One mail; opening it marks it read. */
export const openMail = (mailId: string) => request("Mail", `${mail}/getMail/${id(mailId)}`);
export const markMail = (mailId: string, read: boolean) =>
  request("Mail", `${mail}/markMail/${id(mailId)}`, { method: "PATCH", body: { read } });
export const deleteMail = (mailId: string) => request("Ok", `${mail}/deleteMail/${id(mailId)}`, { method: "DELETE" });
/** Brings a deleted mail back (the undo of a delete). */
export const restoreMail = (mailId: string) =>
  request("Mail", `${mail}/restoreMail/${id(mailId)}`, { method: "PATCH" });

/**
 * Query keys: a `mail` event invalidates `mailKeys.all` (the inbox and the badge). An opened mail is kept apart
 * (`opened`): reading it again marks it read, so an event (the player marking it unread) must not re-read it.
 */
export const mailKeys = {
  all: ["mail"] as const,
  inbox: () => [...mailKeys.all, "inbox"] as const,
  unread: () => [...mailKeys.all, "unread"] as const,
  opened: (mailId: string) => ["mailOpened", mailId] as const,
};

const pageSize = 20;

export const inboxQuery = () =>
  infiniteQueryOptions({
    queryKey: mailKeys.inbox(),
    queryFn: ({ pageParam }) => getMails({ page: pageParam, limit: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const unreadMailQuery = () => queryOptions({ queryKey: mailKeys.unread(), queryFn: getUnreadCount });

/**
 * A mail as opened: the request marks it read on the server, so each visit of the screen reads it anew (fresh for a
 * few seconds only, so the screen does not read it twice on arrival: its loader, then its component).
 */
export const openedMailQuery = (mailId: string) =>
  queryOptions({ queryKey: mailKeys.opened(mailId), queryFn: () => openMail(mailId), staleTime: 5_000 });
