/** One entry of the API's errors shape: `{"errors": [{"code", "message"}]}`. */
export interface ApiErrorEntry {
  code: string;
  message: string;
}

function entriesOf(body: unknown): ApiErrorEntry[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (entry): entry is ApiErrorEntry =>
      typeof entry === 'object' && entry !== null && typeof entry.code === 'string' && typeof entry.message === 'string',
  );
}

/** A refused or failed call, carrying the server's messages for the toast (SPEC.md section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorEntry[],
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** Read the errors shape from a failed answer; a body that is not JSON still gives an error. */
  static async from(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    return new ApiError(response.status, entriesOf(body));
  }
}
