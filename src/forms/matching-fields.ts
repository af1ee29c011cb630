import type { FieldValues, Path, Resolver } from "react-hook-form";

/**
 * "Must match" (passwords, PINs) as a resolver wrapper: the schema checks the
 * pair only once every other field is valid, but a player should see the
 * mismatch together with the other problems, not one submit later.
 */
export function withMatchingFields<T extends FieldValues>(
  resolver: Resolver<T>,
  field: Path<T>,
  confirmation: Path<T>,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const first = values[field as keyof T];
    const second = values[confirmation as keyof T];
    const errors = result.errors as Record<string, unknown>;
    if (second !== "" && first !== second && !errors[confirmation]) {
      return {
        values: {},
        errors: { ...result.errors, [confirmation]: { type: "match", message: "must match" } },
      } as Awaited<ReturnType<Resolver<T>>>;
    }
    return result;
  };
}
