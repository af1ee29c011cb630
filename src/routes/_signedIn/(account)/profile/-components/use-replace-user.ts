import { useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../../../api/contract/user.ts";
import { userKeys } from "../../../../../api/user.ts";
import { SessionContext } from "../../../../../flows/session.tsx";

/**
 * The answer of a nickname or avatar change replaces the stored user fields (SPEC §4) and the fresh read the
 * user cards show (/home, /account, /profile), so the change is there at once.
 */
export function useReplaceUser() {
  const session = SessionContext.useActorRef();
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(userKeys.me(), user);
    session.send({ type: "session.userUpdated", user });
  };
}
