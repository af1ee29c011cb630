import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { EyeIcon, EyeOffIcon } from "./icons.tsx";
import { TextField, type TextFieldProps } from "./text-field.tsx";

export function PasswordField(props: Omit<TextFieldProps, "type" | "adornment">) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      adornment={
        <button
          type="button"
          className="field__adornment"
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
