import { createFileRoute, redirect } from "@tanstack/react-router";

/** `/` goes to /home when signed in, else to /login. */
export const Route = createFileRoute("/")({
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.session.getSnapshot().matches("signedIn") ? "/home" : "/login", replace: true });
  },
});
