/**
 * SMS delivery. The reference API has no SMS gateway: in sandbox mode messages go to the
 * sms_messages sink (readable at GET /api/sandbox/sms and the sandbox's SMS page; the log says only
 * that one was stored, never its text: it holds the code); otherwise sending fails with "Error sending
 * SMS" unless a sender is injected through createApp's deps.
 */
import type { Db } from "../db/open.ts";
import { smsMessages } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { newId } from "./ids.ts";

export type OutgoingSms = { tenantId: string; contactNo: string; body: string; code: string };

/** Sends within the caller's transaction, so a failed send leaves no code behind. */
export type SmsSender = (tx: Db, sms: OutgoingSms, now: Date) => Promise<void>;

export function sandboxSmsSink(log: { info: (...args: unknown[]) => void }): SmsSender {
  return async (tx, sms, now) => {
    await tx.insert(smsMessages).values({ id: newId(), ...sms, createdAt: now });
    // never the text (it holds the code) nor the whole number
    log.info(`[sandbox sms] stored one for …${sms.contactNo.slice(-4)}: read it at /api/sandbox/sms`);
  };
}

export const noSmsGateway: SmsSender = async () => fail(503, "Error sending SMS");
