import { API_ERRORS, type ApiErrorCode } from '@quadro/contracts';

/**
 * The one error type, thrown by code: the status and the default pt-BR message come from the
 * catalogue in contracts; a more specific message (the field, the entity) may replace it.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code].message,
    /** Sent as `Retry-After` where waiting is the answer (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = API_ERRORS[code].status;
  }
}
