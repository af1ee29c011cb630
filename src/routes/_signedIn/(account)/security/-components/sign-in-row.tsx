import { useLingui } from "@lingui/react/macro";
import type { SignIn } from "../../../../../api/contract/security.ts";
import { CheckCircleIcon, ClockIcon, XCircleIcon } from "../../../../../ui/icons.tsx";
import { SignInTime } from "./sign-in-time.tsx";
import { isFailedSignIn, useSignInLabels } from "./use-sign-in-labels.ts";

/**
 * One line of the sign-in history: the device and browser, the result (a refused attempt with a cross and its
 * reason in words, not only in red), "This device" on this session's own sign-in, when, the method and the address.
 */
export function SignInRow({ signIn }: { signIn: SignIn }) {
  const { t } = useLingui();
  const labels = useSignInLabels();
  const failed = isFailedSignIn(signIn.result);
  const ResultIcon = failed ? XCircleIcon : signIn.result === "code_needed" ? ClockIcon : CheckCircleIcon;
  const tone = failed ? "failed" : signIn.result === "code_needed" ? "pending" : "success";
  return (
    <li className={`sign-in sign-in--${tone}`}>
      <div className="sign-in__head">
        <p className="sign-in__device">{labels.device(signIn)}</p>{" "}
        {signIn.current ? <span className="status-badge status-badge--approved">{t`This device`}</span> : null}
      </div>
      <p className="sign-in__result">
        <ResultIcon />
        <span>{labels.result(signIn.result)}</span>
      </p>
      <p className="sign-in__meta">
        <SignInTime at={signIn.at} />
      </p>
      <p className="sign-in__meta">
        <span>{labels.method(signIn.method)}</span> <span aria-hidden="true">·</span>{" "}
        <span className="sign-in__address">{labels.address(signIn.ip)}</span>
      </p>
    </li>
  );
}
