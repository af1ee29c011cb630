import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { serverMessages } from "../api/contract/messages.ts";

/** A descriptor for each element of a tuple: a tuple of the same length. */
type DescriptorEach<Keys extends readonly unknown[]> = { readonly [Index in keyof Keys]: MessageDescriptor };

/**
 * The translation of every server-message key (src/api/contract/messages.ts), in the catalogue's order: the keys
 * are written once, there, and not again here as the keys of a map (each message would be in the app twice).
 * tests/unit/server-messages.test.ts holds each descriptor to the key at its place; a length that differs from the
 * catalogue's fails the type-check.
 */
const serverMessageDescriptors = [
  msg`User ID is required`,
  msg`User ID and OTP are required`,
  msg`Invalid or expired OTP`,
  msg`Invalid OTP`,
  msg`OTP data not found in cache`,
  msg`Error sending SMS`,
  msg`Client Bank not found`,
  msg`Bad request`,
  msg`Invalid data request`,
  msg`User not found`,
  msg`Function not implemented`,
  msg`Fail to connect game`,
  msg`Insufficient point to redeem gift`,
  msg`Session ended. Other devices logged in`,
  msg`Invalid username or password`,
  msg`Username already exists`,
  msg`Phone number already registered`,
  msg`Phone number not registered`,
  msg`Invalid phone number`,
  msg`Passwords do not match`,
  msg`PINs do not match`,
  msg`Incorrect current password`,
  msg`Incorrect PIN`,
  msg`PIN is locked, try again later`,
  msg`PIN not set`,
  msg`Referral code not found`,
  msg`Please wait before requesting another OTP`,
  msg`Too many OTP requests, try again later`,
  msg`Too many requests, try again later`,
  msg`File is larger than 20MB`,
  msg`File is larger than 5MB`,
  msg`Server is busy, try again in a moment`,
  msg`Unsupported file type`,
  msg`Image dimensions are too large`,
  msg`Image could not be read`,
  msg`Image took too long to process`,
  msg`Unauthorized`,
  msg`Tenant not found`,
  msg`Not found`,
  msg`Oops, something went wrong`,
  msg`Insufficient balance`,
  msg`Amount is below the minimum`,
  msg`Amount is above the maximum`,
  msg`Amount must be a whole number`,
  msg`Daily withdrawal limit reached`,
  msg`Daily withdrawal count reached`,
  msg`Bank account required`,
  msg`Account holder name must match your registered full name`,
  msg`Bank account not found`,
  msg`Bank account already added`,
  msg`Payment method not available`,
  msg`Only TRC20 is supported`,
  msg`Transaction not found`,
  msg`Transaction can no longer be changed`,
  msg`Invalid date range`,
  msg`Text contains characters that are not allowed`,
  msg`Too many pending deposits`,
  msg`Game provider not found`,
  msg`Game not found`,
  msg`No game balance to restore`,
  msg`Rebate not found`,
  msg`No rebate to claim`,
  msg`Already checked in today`,
  msg`You can only chat with friends`,
  msg`This player has muted you`,
  msg`You are sending messages too fast`,
  msg`Message not found`,
  msg`You cannot mute yourself`,
  msg`This nickname is reserved`,
  msg`This nickname is already taken`,
  msg`Mail not found`,
  msg`You cannot add yourself as a friend`,
  msg`You have already sent this player a friend request`,
  msg`This player has already sent you a friend request`,
  msg`You are already friends`,
  msg`Friend request not found`,
  msg`This friend request is no longer pending`,
  msg`This friend request is not yours to decide`,
  msg`Too many pending friend requests`,
  msg`Please wait before sending this player another request`,
  msg`Your friend list is full`,
  msg`This player's friend list is full`,
  msg`This player is not your friend`,
  msg`This friend uses another currency`,
  msg`Daily transfer limit reached`,
  msg`Gift not found`,
  msg`Gift is out of stock`,
  msg`Redemption not found`,
  msg`This redemption can no longer be changed`,
  msg`This deposit would pass your deposit limit`,
  msg`Your loss limit is reached`,
  msg`This bet would pass your loss limit`,
  msg`Your daily play time limit is reached`,
  msg`Not available during your time-out or self-exclusion`,
  msg`A time-out or self-exclusion cannot be shortened`,
  msg`Verify your account to withdraw this amount`,
  msg`Upload all three documents first`,
  msg`Your documents are already under review`,
  msg`Your account is already verified`,
  msg`No game is open`,
  msg`No verification is waiting for a decision`,
] as const satisfies DescriptorEach<typeof serverMessages>;

const errorEncountered = msg`Error Encountered`;

/** Each key's descriptor, by the key's place in the catalogue. */
const descriptorOf = new Map<string, MessageDescriptor>(
  serverMessages.map((key, index) => [key, serverMessageDescriptors[index] ?? errorEncountered]),
);

/** Translates an error code kept by a machine or carried by an ApiError. */
export function translateServerMessage(i18n: I18n, key: string): string {
  return i18n._(descriptorOf.get(key) ?? errorEncountered);
}
