/** The part of @babel/core (a dev dependency without bundled types) that scripts/strip-descriptions.ts uses. */
declare module "@babel/core" {
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null } | null>;
}
