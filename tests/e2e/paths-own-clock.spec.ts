import { movesClock, pathTests, uiPlans } from "./paths/path-tests.ts";
import { test } from "./support/test.ts";

/**
 * The UI paths of the machines whose drivers move the sandbox clock by minutes (the play session's reality check and
 * play time limit): in workers of their own, whose servers no other spec uses, so the other specs keep today
 * (tests/e2e/support/test.ts). The other machines' paths, and the checks of every plan, are in paths.spec.ts.
 */
test.use({ ownServer: true });
pathTests(uiPlans.filter(movesClock));
