import { ApiError } from '@/shared/api/errors';

/** A form field's errors, as antd's `form.setFields` takes them. */
export interface FieldRefusal<F extends string> {
  name: F;
  errors: string[];
}

/**
 * A refused call's messages for a form (SPEC.md section 8: validation errors per field, the rest as
 * they come): each entry whose code names one of `fields` (or an alias of one: the conversion's 409
 * `balance` belongs under its points field) goes under it; the others are returned as they are. A
 * 401 says nothing here (the session watcher tells the session ended); a failure without the server's
 * words gives no message, for the caller's generic one.
 */
export function fieldRefusals<F extends string>(
  error: unknown,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): { fields: FieldRefusal<F>[]; messages: string[] } {
  if (!(error instanceof ApiError) || error.status === 401) return { fields: [], messages: [] };
  const byField = new Map<F, string[]>();
  const messages: string[] = [];
  for (const entry of error.errors) {
    const name = aliases[entry.code] ?? fields.find((field) => field === entry.code);
    if (error.status < 500 && name !== undefined) byField.set(name, [...(byField.get(name) ?? []), entry.message]);
    else messages.push(entry.message);
  }
  return { fields: [...byField].map(([name, errors]) => ({ name, errors })), messages };
}
