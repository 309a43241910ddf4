/** The one error type: a stable machine code, an HTTP status and a pt-BR message for people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'VALIDATION_ERROR') =>
  new AppError(400, code, message);
export const unauthorized = (message = 'Não autenticado', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Você não tem permissão para esta ação', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Não encontrado', code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
