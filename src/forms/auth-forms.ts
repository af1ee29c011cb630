import { type } from "arktype";
import { Password, SafeText, Username } from "../api/contract/common.ts";
import { UpdatePasswordBody } from "../api/contract/user.ts";

/**
 * Form rules of SPEC §5 for the signed-out screens, built from the contract so a
 * rule lives once. Screens translate a failed field with `fieldMessage`.
 */
export const RegisterForm = type({
  username: Username,
  password: Password,
  confirm_password: "string <= 128",
  full_name: SafeText(1, 80),
  referral_code: "string <= 32",
}).narrow(
  (form, ctx) =>
    form.password === form.confirm_password ||
    ctx.reject({ path: ["confirm_password"], expected: "the same password", actual: "" }),
);
export type RegisterForm = typeof RegisterForm.infer;

export const NewPasswordForm = type({ new_password: Password, confirm_password: "string <= 128" }).narrow(
  (form, ctx) =>
    form.new_password === form.confirm_password ||
    ctx.reject({ path: ["confirm_password"], expected: "the same password", actual: "" }),
);
export type NewPasswordForm = typeof NewPasswordForm.infer;

export const ChangePasswordForm = UpdatePasswordBody;
