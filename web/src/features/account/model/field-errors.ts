import { ApiError } from '@/shared/api/errors';

/** An antd Form field's errors, as `form.setFields` takes them. */
export interface FieldErrors<F extends string = string> {
  name: F;
  errors: string[];
}

export interface FailureOptions<F extends string> {
  /** Server codes that name a form field differently (f_name for the name field). */
  aliases?: Record<string, F>;
  /** The text when the server said nothing to show. */
  generic: string;
  /** A 401 ended the session: the session watcher says so, nothing more is shown. */
  sessionEnds?: boolean;
}

/**
 * SPEC.md section 8: validation-error arrays are shown per field, other refusals as toasts (each
 * message of the list). A 422's entries whose code names one of `fields` go under that field (the
 * server's code is the field name); the rest become toasts, 'An error occurred' when nothing is left.
 */
export function splitFailure<F extends string>(error: unknown, fields: readonly F[], options: FailureOptions<F>): { fields: FieldErrors<F>[]; toasts: string[] } {
  if (error instanceof ApiError && error.status === 401 && options.sessionEnds) return { fields: [], toasts: [] };
  if (!(error instanceof ApiError)) return { fields: [], toasts: [options.generic] };
  const byField = new Map<F, string[]>();
  const fieldOf = (code: string): F | undefined => options.aliases?.[code] ?? fields.find((field) => field === code);
  const toasts: string[] = [];
  for (const entry of error.errors) {
    const name = fieldOf(entry.code);
    if (error.status === 422 && name !== undefined) byField.set(name, [...(byField.get(name) ?? []), entry.message]);
    else toasts.push(entry.message);
  }
  if (byField.size === 0 && toasts.length === 0) toasts.push(options.generic);
  return { fields: [...byField].map(([name, errors]) => ({ name, errors })), toasts };
}
