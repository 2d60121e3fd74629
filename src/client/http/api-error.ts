/** A failed call: the message is for the user; `notified` says the request layer already showed it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
    public notified = false,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
