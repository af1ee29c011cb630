import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiErrorMessage } from "../api/contract/messages.ts";

/**
 * The translation of every server-message key (src/api/contract/messages.ts)
 * and of 'Error Encountered'. A key missing here fails the type-check.
 */
const serverMessageDescriptors: Record<ApiErrorMessage, MessageDescriptor> = {
  "User ID is required": msg`User ID is required`,
  "User ID and OTP are required": msg`User ID and OTP are required`,
  "Invalid or expired OTP": msg`Invalid or expired OTP`,
  "Invalid OTP": msg`Invalid OTP`,
  "OTP data not found in cache": msg`OTP data not found in cache`,
  "Error sending SMS": msg`Error sending SMS`,
  "Client Bank not found": msg`Client Bank not found`,
  "Bad request": msg`Bad request`,
  "Invalid data request": msg`Invalid data request`,
  "User not found": msg`User not found`,
  "Function not implemented": msg`Function not implemented`,
  "Fail to connect game": msg`Fail to connect game`,
  "Insufficient point to redeem gift": msg`Insufficient point to redeem gift`,
  "Session ended. Other devices logged in": msg`Session ended. Other devices logged in`,
  "Invalid username or password": msg`Invalid username or password`,
  "Username already exists": msg`Username already exists`,
  "Phone number already registered": msg`Phone number already registered`,
  "Phone number not registered": msg`Phone number not registered`,
  "Invalid phone number": msg`Invalid phone number`,
  "Passwords do not match": msg`Passwords do not match`,
  "PINs do not match": msg`PINs do not match`,
  "Incorrect current password": msg`Incorrect current password`,
  "Incorrect PIN": msg`Incorrect PIN`,
  "PIN is locked, try again later": msg`PIN is locked, try again later`,
  "PIN not set": msg`PIN not set`,
  "Referral code not found": msg`Referral code not found`,
  "Please wait before requesting another OTP": msg`Please wait before requesting another OTP`,
  "Too many OTP requests, try again later": msg`Too many OTP requests, try again later`,
  "Too many requests, try again later": msg`Too many requests, try again later`,
  "File is larger than 20MB": msg`File is larger than 20MB`,
  "Unsupported file type": msg`Unsupported file type`,
  Unauthorized: msg`Unauthorized`,
  "Tenant not found": msg`Tenant not found`,
  "Not found": msg`Not found`,
  "Oops, something went wrong": msg`Oops, something went wrong`,
  "Insufficient balance": msg`Insufficient balance`,
  "Amount is below the minimum": msg`Amount is below the minimum`,
  "Amount is above the maximum": msg`Amount is above the maximum`,
  "Amount must be a whole number": msg`Amount must be a whole number`,
  "Daily withdrawal limit reached": msg`Daily withdrawal limit reached`,
  "Daily withdrawal count reached": msg`Daily withdrawal count reached`,
  "Bank account required": msg`Bank account required`,
  "Account holder name must match your registered full name": msg`Account holder name must match your registered full name`,
  "Bank account not found": msg`Bank account not found`,
  "Bank account already added": msg`Bank account already added`,
  "Payment method not available": msg`Payment method not available`,
  "Only TRC20 is supported": msg`Only TRC20 is supported`,
  "Transaction not found": msg`Transaction not found`,
  "Transaction can no longer be changed": msg`Transaction can no longer be changed`,
  "Invalid date range": msg`Invalid date range`,
  "Text contains characters that are not allowed": msg`Text contains characters that are not allowed`,
  "Too many pending deposits": msg`Too many pending deposits`,
  "Game provider not found": msg`Game provider not found`,
  "Game not found": msg`Game not found`,
  "No game balance to restore": msg`No game balance to restore`,
  "Mail not found": msg`Mail not found`,
  "Error Encountered": msg`Error Encountered`,
};

/** Translates an error code kept by a machine or carried by an ApiError. */
export function translateServerMessage(i18n: I18n, key: string): string {
  const descriptor = serverMessageDescriptors[key as ApiErrorMessage] ?? serverMessageDescriptors["Error Encountered"];
  return i18n._(descriptor);
}
