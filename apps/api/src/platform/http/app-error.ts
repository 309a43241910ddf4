import {
  API_ERRORS,
  NOT_FOUND_MESSAGES,
  type ApiErrorCode,
  type NotFoundEntity,
} from '@quadro/contracts';

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

/** 404 naming what was not found, or is another workspace's (never revealed as existing). */
export const notFound = (entity: NotFoundEntity) =>
  new AppError('NOT_FOUND', NOT_FOUND_MESSAGES[entity]);
