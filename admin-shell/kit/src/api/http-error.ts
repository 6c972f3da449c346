/** Every 4xx body of the API: a message, and per-field messages for validation failures. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

/**
 * A refused or failed API call. `message` is what a person should read: the server's message, or
 * for 401 and 403 the spec's fixed texts ('Authentication failed', 'Permission denied', the latter followed by the
 * server's reason when it gives one).
 */
export class AdminHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody = {},
  ) {
    super(message);
    this.name = 'AdminHttpError';
  }
}

/**
 * Whether a failure is a refused or failed API call. The shell's data provider throws it, but every panel bundles its
 * own copy of the kit (module federation shares only the libraries), so a panel's `instanceof` would never see the
 * shell's class: the error is known by its name and status instead.
 */
export function isAdminHttpError(error: unknown): error is AdminHttpError {
  if (error instanceof AdminHttpError) return true;
  return (
    error instanceof Error &&
    error.name === 'AdminHttpError' &&
    typeof (error as Partial<AdminHttpError>).status === 'number' &&
    typeof (error as Partial<AdminHttpError>).body === 'object'
  );
}

/** The text a toast shows for a failure: the error's own message, else the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

/** Builds the error for a response that is not ok (spec section 7). */
export function errorFromResponse(status: number, statusText: string, body: unknown): AdminHttpError {
  const parsed: ApiErrorBody = body && typeof body === 'object' ? (body as ApiErrorBody) : {};
  if (status === 401) return new AdminHttpError(401, 'Authentication failed', parsed);
  // The spec's fixed text leads; the server's reason follows when it gives one (e.g. a paid booking needs an admin
  // with refund rights to cancel it), so the admin knows whom to ask.
  if (status === 403) {
    const reason = typeof parsed.message === 'string' ? parsed.message.trim() : '';
    return new AdminHttpError(403, reason ? `Permission denied. ${reason}` : 'Permission denied', parsed);
  }
  const text =
    typeof parsed.message === 'string' && parsed.message
      ? parsed.message
      : typeof body === 'string' && body
        ? body
        : `${status}: ${statusText}`;
  return new AdminHttpError(status, text, parsed);
}
