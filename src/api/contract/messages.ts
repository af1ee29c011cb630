/**
 * The server-message catalogue. An error answer of the player API is a JSON
 * string holding one of these keys; the app shows it translated
 * (src/i18n/server-messages.ts) and anything else as 'Error Encountered'.
 * The first block is SPEC §8 verbatim; the second is what the reference API adds.
 */
export const serverMessages = [
  // SPEC §8
  "User ID is required",
  "User ID and OTP are required",
  "Invalid or expired OTP",
  "Invalid OTP",
  "OTP data not found in cache",
  "Error sending SMS",
  "Client Bank not found",
  "Bad request",
  "Invalid data request",
  "User not found",
  "Function not implemented",
  "Fail to connect game",
  "Insufficient point to redeem gift",
  "Session ended. Other devices logged in",
  // reference API
  "Invalid username or password",
  "Username already exists",
  "Phone number already registered",
  "Phone number not registered",
  "Invalid phone number",
  "Passwords do not match",
  "PINs do not match",
  "Incorrect current password",
  "Incorrect PIN",
  "PIN is locked, try again later",
  "PIN not set",
  "Referral code not found",
  "Please wait before requesting another OTP",
  "Too many OTP requests, try again later",
  "Too many requests, try again later",
  "File is larger than 20MB",
  "File is larger than 5MB",
  "Server is busy, try again in a moment",
  "Unsupported file type",
  "Image dimensions are too large",
  "Image could not be read",
  "Image took too long to process",
  "Unauthorized",
  "Tenant not found",
  "Not found",
  "Oops, something went wrong",
  // wallet and money
  "Insufficient balance",
  "Amount is below the minimum",
  "Amount is above the maximum",
  "Amount must be a whole number",
  "Daily withdrawal limit reached",
  "Daily withdrawal count reached",
  "Bank account required",
  "Account holder name must match your registered full name",
  "Bank account not found",
  "Bank account already added",
  "Payment method not available",
  "Only TRC20 is supported",
  "Transaction not found",
  "Transaction can no longer be changed",
  "Invalid date range",
  // closed by default: input bounds and resource limits
  "Text contains characters that are not allowed",
  "Too many pending deposits",
  // games
  "Game provider not found",
  "Game not found",
  "No game balance to restore",
  // referrals and rebates
  "Rebate not found",
  "No rebate to claim",
  // daily check-in
  "Already checked in today",
  // chat
  "You can only chat with friends",
  "This player has muted you",
  "You are sending messages too fast",
  "Message not found",
  "You cannot mute yourself",
  // profile
  "This nickname is reserved",
  "This nickname is already taken",
  // mail
  "Mail not found",
  // friends
  "You cannot add yourself as a friend",
  "You have already sent this player a friend request",
  "This player has already sent you a friend request",
  "You are already friends",
  "Friend request not found",
  "This friend request is no longer pending",
  "This friend request is not yours to decide",
  "Too many pending friend requests",
  "Please wait before sending this player another request",
  "Your friend list is full",
  "This player's friend list is full",
  "This player is not your friend",
  "This friend uses another currency",
  "Daily transfer limit reached",
  // gifts
  "Gift not found",
  "Gift is out of stock",
  "Redemption not found",
  "This redemption can no longer be changed",
  // play responsibly
  "This deposit would pass your deposit limit",
  "Your loss limit is reached",
  "This bet would pass your loss limit",
  "Your daily play time limit is reached",
  "Not available during your time-out or self-exclusion",
  "A time-out or self-exclusion cannot be shortened",
  "Verify your account to withdraw this amount",
  "Upload all three documents first",
  "Your documents are already under review",
  "Your account is already verified",
  "No game is open",
  "No verification is waiting for a decision",
  // account safety
  "Passkey sign-in failed",
  "This request has expired. Please start again",
  "This passkey is already added",
  "You can add at most 10 passkeys",
  "Passkey not found",
  "Invalid code",
  "Two-step sign-in is already on",
  "Two-step sign-in is off",
  "Set up two-step sign-in first",
  "Incorrect password",
  // statements
  "Choose a range of at most 366 days",
  "This statement has too many movements. Choose a shorter range",
  // passkeys
  "This passkey could not be added",
] as const;

export type ServerMessage = (typeof serverMessages)[number];

/** What an error shows: a server message, or 'Error Encountered' when the body was not one. */
export type ApiErrorMessage = ServerMessage | "Error Encountered";

const known = new Set<string>(serverMessages);
export function isServerMessage(value: unknown): value is ServerMessage {
  return typeof value === "string" && known.has(value);
}
