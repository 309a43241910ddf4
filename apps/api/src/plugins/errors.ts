import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { databaseErrorCode, describeDatabaseError, isContention } from '../lib/db-errors.js';

/** Messages for the errors Fastify itself raises before a handler runs. */
const FRAMEWORK_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'INVALID_JSON',
    message: 'JSON inválido no corpo da requisição',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'INVALID_JSON',
    message: 'O corpo da requisição está vazio',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Requisição grande demais' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Tipo de conteúdo não suportado: envie application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Requisição inválida' },
};

function send(
  reply: { code(status: number): { send(body: unknown): unknown } },
  status: number,
  code: string,
  error: string,
) {
  return reply.code(status).send({ error, code });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return send(reply, err.status, err.code, err.message);

    // The client went away mid-response (a navigation aborted a file or body): nothing to answer.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.debug('client closed the connection early');
      request.raw.destroy();
      return reply;
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const isWholeBody = !issue || issue.instancePath === '/';
      return send(
        reply,
        400,
        'VALIDATION_ERROR',
        isWholeBody ? 'Corpo da requisição inválido' : (issue.message ?? 'Requisição inválida'),
      );
    }

    const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (known) return send(reply, err.statusCode ?? 400, known.code, known.message);
    if (err instanceof SyntaxError)
      return send(reply, 400, 'INVALID_JSON', 'JSON inválido no corpo da requisição');

    const statement = describeDatabaseError(err);
    if (isContention(err)) {
      request.log.warn({ statement }, 'database contention');
      reply.header('retry-after', '1');
      return send(
        reply,
        503,
        'SERVER_BUSY',
        'O servidor está ocupado. Tente novamente em instantes.',
      );
    }
    // Inputs are validated and targets locked first; a foreign key can still lose a race.
    if (databaseErrorCode(err) === '23503') {
      request.log.warn({ statement }, 'foreign key lost a race');
      return send(
        reply,
        409,
        'CONCURRENT_CHANGE',
        'Este item foi alterado ou excluído por outra pessoa. Atualize a página e tente novamente.',
      );
    }

    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, 'BAD_REQUEST', 'Requisição inválida');
    }
    // A failed statement is logged without its parameters or the driver's message.
    request.log.error(statement ? { statement } : { err }, 'unhandled error');
    return send(reply, 500, 'INTERNAL_ERROR', 'Erro interno do servidor');
  });
}

export default fp(errorsPlugin, { name: 'errors' });
