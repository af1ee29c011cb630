// @vitest-environment node
import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { RegisterBody } from "../../src/api/contract/user.ts";

describe("RegisterBody", () => {
  it("refuses a username with spaces", () => {
    const out = RegisterBody({
      username: "a b c d",
      password: "secret123",
      confirm_password: "secret123",
      full_name: "A",
      contact_no: "60123456789",
      otp: "123456",
      registered_domain: "http://localhost/",
    });
    expect(out).toBeInstanceOf(type.errors);
  });
});
