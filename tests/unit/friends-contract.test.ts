// @vitest-environment node
import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { friendRequestActions, friendTransferRefusal, MemberUid } from "../../src/api/contract/friends.ts";

describe("friend requests: who may do what", () => {
  it("the receiver approves or rejects a pending request, the sender cancels it; a decided one allows nothing", () => {
    expect(friendRequestActions({ direction: "incoming", status: "pending" })).toEqual({
      approve: true,
      reject: true,
      cancel: false,
    });
    expect(friendRequestActions({ direction: "outgoing", status: "pending" })).toEqual({
      approve: false,
      reject: false,
      cancel: true,
    });
    for (const status of ["approved", "rejected", "cancelled"] as const) {
      for (const direction of ["incoming", "outgoing"] as const) {
        expect(friendRequestActions({ direction, status })).toEqual({ approve: false, reject: false, cancel: false });
      }
    }
  });
});

describe("transfer to a friend: today's total, then the balance", () => {
  it("refuses past what is left of today's limit first, then past the balance", () => {
    expect(friendTransferRefusal(5_000, { daily_left: 5_000, available: 5_000 })).toBeNull();
    expect(friendTransferRefusal(5_001, { daily_left: 5_000, available: 9_000 })).toBe("Daily transfer limit reached");
    expect(friendTransferRefusal(5_001, { daily_left: 4_000, available: 1_000 })).toBe("Daily transfer limit reached");
    expect(friendTransferRefusal(2_000, { daily_left: 5_000, available: 1_999 })).toBe("Insufficient balance");
  });
});

describe("the friends contract", () => {
  it("names players by an 8-digit member UID only", () => {
    expect(MemberUid("28800001")).toBe("28800001");
    for (const bad of ["2880000", "288000011", "2880000a", " 28800001", ""]) {
      expect(MemberUid(bad), bad).toBeInstanceOf(type.errors);
    }
  });
});
