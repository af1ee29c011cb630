import { createFileRoute, redirect } from "@tanstack/react-router";
import { selectIsSignedIn } from "../../machines/session.selectors.ts";

/** `/` goes to /home when signed in, else to /login. */
export const Route = createFileRoute("/")({
  beforeLoad: ({ context }) => {
    throw redirect({ to: selectIsSignedIn(context.session.getSnapshot()) ? "/home" : "/login", replace: true });
  },
});
