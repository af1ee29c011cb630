/** Content helpers for server and e2e tests: what a player reads, and the sandbox operator writing content. */
import type {
  AnnouncementPage,
  ContentPage,
  EventDetail,
  EventPage,
  PostDetail,
  PostPage,
} from "../../../src/api/contract/content.ts";
import type { Answer, Caller } from "../../support/api.ts";

export type Reader = { jwtToken: string; domain?: string; language?: string };

async function read<T>(server: Caller, reader: Reader, path: string): Promise<Answer<T>> {
  return server.call<T>("GET", path, {
    token: reader.jwtToken,
    domain: reader.domain,
    headers: reader.language ? { "Accept-Language": reader.language } : {},
  });
}

function ok<T>(res: Answer<T>, what: string): T {
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const events = async (server: Caller, reader: Reader, query = "page=1&limit=50") =>
  ok(await read<EventPage>(server, reader, `/api/player/event/getEvents?${query}`), "getEvents");
export const eventOf = (server: Caller, reader: Reader, id: string) =>
  read<EventDetail>(server, reader, `/api/player/event/getEvent/${id}`);
export const notices = async (server: Caller, reader: Reader, query = "page=1&limit=50") =>
  ok(await read<AnnouncementPage>(server, reader, `/api/player/announcement/getAnnouncements?${query}`), "notices");
export const postList = async (server: Caller, reader: Reader, query = "page=1&limit=50") =>
  ok(await read<PostPage>(server, reader, `/api/player/post/getPosts?${query}`), "getPosts");
export const postOf = (server: Caller, reader: Reader, id: string) =>
  read<PostDetail>(server, reader, `/api/player/post/getPost/${id}`);
export const pageOf = (server: Caller, reader: Reader, slug: string) =>
  read<ContentPage>(server, reader, `/api/player/content/getPage/${slug}`);

/** The operator writes (JSON): `path` is e.g. "event", "event/<id>", "page/about", "post/<id>/delete". */
export async function operatorWrites(
  server: Caller,
  path: string,
  body: Record<string, unknown>,
  domain?: string,
): Promise<Answer<{ ok: true; id: string | null }>> {
  return server.call("POST", `/api/sandbox/content/${path}`, {
    body,
    domain,
    headers: { Accept: "application/json" },
  });
}
