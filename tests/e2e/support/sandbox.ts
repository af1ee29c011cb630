import type { APIRequestContext, Page } from "@playwright/test";

async function smsTo(request: APIRequestContext, contactNo: string, host: string): Promise<{ code: string }[]> {
  const answer = await request.get(`/api/sandbox/sms?contact_no=${contactNo}`, {
    headers: { current_domain: `http://${host}/` },
  });
  return (await answer.json()) as { code: string }[];
}

/**
 * Reads the newest OTP the sandbox SMS sink holds for a phone (as the player would read the SMS), once the phone
 * has more than `sentBefore` messages: a code asked for a moment ago may not be stored yet, and the newest one
 * until then is an older code (the registration's), which the server refuses.
 */
export async function readOtp(
  request: APIRequestContext,
  contactNo: string,
  host = "localhost",
  sentBefore = 0,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const messages = await smsTo(request, contactNo, host);
    if (messages.length > sentBefore && messages[0]?.code) return messages[0].code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no new OTP for ${contactNo}`);
}

/** Taps the screen's "Send code" and reads the code that this tap sent (not an older one to the same phone). */
export async function sendCodeAndReadOtp(page: Page, contactNo: string, host = "localhost"): Promise<string> {
  const sentBefore = (await smsTo(page.request, contactNo, host)).length;
  await page.getByRole("button", { name: "Send code" }).click();
  return readOtp(page.request, contactNo, host, sentBefore);
}

/** A Malaysian mobile number no test has used: 601 + 8 digits from the clock and a counter. */
let counter = 0;
export function freshPhone(): string {
  counter += 1;
  const digits = String((Date.now() * 10 + counter) % 100_000_000).padStart(8, "0");
  return `6011${digits}`;
}

/**
 * Verifies a phone in the OTP field of the screen: send the code, read the SMS, type it (it is checked as its
 * sixth digit is typed). What follows is the screen's: register completes by itself, forgot password asks for
 * the new password.
 */
export async function verifyPhone(page: Page, phone: string): Promise<void> {
  await page.getByLabel("Phone number").fill(`+${phone}`);
  const code = await sendCodeAndReadOtp(page, phone);
  await page.getByLabel("Verification code (OTP)").fill(code);
}

/** The operator, in a browser of their own, on a sandbox page. */
export async function asOperator(page: Page, act: (operator: Page) => Promise<void>): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext();
  try {
    await act(await context.newPage());
  } finally {
    await context.close();
  }
}
