import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { EyeIcon, EyeOffIcon } from "./first-screen-icons.tsx";
import { TextField, type TextFieldProps } from "./text-field.tsx";
import { useAppRunning } from "./use-app-running.ts";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "adornment"> & {
  /** What the eye button says it shows and hides ("Show PIN" / "Hide PIN"); a password by default. */
  toggleLabels?: { show: string; hide: string };
};

export function PasswordField({ toggleLabels, ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const running = useAppRunning();
  const labels = toggleLabels ?? { show: t`Show password`, hide: t`Hide password` };
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      adornment={
        <button
          type="button"
          className="field__adornment"
          aria-label={visible ? labels.hide : labels.show}
          aria-pressed={visible}
          disabled={!running}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
