import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { selectUser } from "../../machines/session.selectors.ts";
import { userQuery } from "../api/user.ts";
import { SessionContext } from "./session.tsx";

/**
 * The signed-in user as the server has it now (balances and referral totals move on the server): the
 * stored user until the fresh one comes, which then replaces the stored fields. `query` is the fresh read.
 */
export function useFreshUser() {
  const session = SessionContext.useActorRef();
  const stored = SessionContext.useSelector(selectUser);
  const fresh = useQuery(userQuery());
  useEffect(() => {
    if (fresh.data) session.send({ type: "session.userUpdated", user: fresh.data });
  }, [fresh.data, session]);
  return { user: fresh.data ?? stored, query: fresh };
}
