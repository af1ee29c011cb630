/**
 * Whether this browser can use passkeys at all: the check @simplewebauthn/browser's browserSupportsWebAuthn makes,
 * without loading the library with the first screen (it loads when the player starts a ceremony).
 */
export function passkeysSupported(): boolean {
  return typeof globalThis.PublicKeyCredential === "function";
}
