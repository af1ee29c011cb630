import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { PageSlug } from "./contract/content.ts";

const id = (value: string) => encodeURIComponent(value);

export const getEvents = (page: number, limit: number) =>
  request("EventPage", "/api/player/event/getEvents", { query: { page, limit } });
export const getEvent = (eventId: string) => request("EventDetail", `/api/player/event/getEvent/${id(eventId)}`);
export const getAnnouncements = (page: number, limit: number) =>
  request("AnnouncementPage", "/api/player/announcement/getAnnouncements", { query: { page, limit } });
export const getPosts = (page: number, limit: number) =>
  request("PostPage", "/api/player/post/getPosts", { query: { page, limit } });
export const getPost = (postId: string) => request("PostDetail", `/api/player/post/getPost/${id(postId)}`);
export const getContentPage = (slug: PageSlug) => request("ContentPage", `/api/player/content/getPage/${slug}`);

/** Content is in the player's language: the language is part of every key, so switching it reads again. */
export const contentKeys = {
  all: ["content"] as const,
  events: (locale: string) => [...contentKeys.all, locale, "events"] as const,
  event: (locale: string, eventId: string) => [...contentKeys.all, locale, "event", eventId] as const,
  announcements: (locale: string) => [...contentKeys.all, locale, "announcements"] as const,
  marquee: (locale: string) => [...contentKeys.all, locale, "marquee"] as const,
  posts: (locale: string) => [...contentKeys.all, locale, "posts"] as const,
  post: (locale: string, postId: string) => [...contentKeys.all, locale, "post", postId] as const,
  page: (locale: string, slug: PageSlug) => [...contentKeys.all, locale, "page", slug] as const,
};

const nextPage = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

export const eventsQuery = (locale: string) =>
  infiniteQueryOptions({
    queryKey: contentKeys.events(locale),
    queryFn: ({ pageParam }) => getEvents(pageParam, 20),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const eventQuery = (locale: string, eventId: string) =>
  queryOptions({ queryKey: contentKeys.event(locale, eventId), queryFn: () => getEvent(eventId) });

export const announcementsQuery = (locale: string) =>
  infiniteQueryOptions({
    queryKey: contentKeys.announcements(locale),
    queryFn: ({ pageParam }) => getAnnouncements(pageParam, 20),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The newest announcements (pinned first) the marquee on /home runs. */
export const marqueeQuery = (locale: string) =>
  queryOptions({ queryKey: contentKeys.marquee(locale), queryFn: () => getAnnouncements(1, 5) });

export const postsQuery = (locale: string) =>
  infiniteQueryOptions({
    queryKey: contentKeys.posts(locale),
    queryFn: ({ pageParam }) => getPosts(pageParam, 10),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const postQuery = (locale: string, postId: string) =>
  queryOptions({ queryKey: contentKeys.post(locale, postId), queryFn: () => getPost(postId) });

export const contentPageQuery = (locale: string, slug: PageSlug) =>
  queryOptions({ queryKey: contentKeys.page(locale, slug), queryFn: () => getContentPage(slug) });
