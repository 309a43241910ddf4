import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERRORS } from '@quadro/contracts';
import { AppError } from './app-error.js';
import { databaseErrorCode, describeDatabaseError, isContention } from '../db/db-errors.js';

/** The errors Fastify itself raises before a handler runs, as codes of our catalogue. */
const FRAMEWORK_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('INVALID_JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('INVALID_JSON', 'O corpo da requisição está vazio'),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError('BAD_REQUEST'),
};

function send(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.status).send({ error: error.message, code: error.code });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return send(reply, err);

    // The client went away mid-response (a navigation aborted a file or body): nothing to answer.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.debug('client closed the connection early');
      request.raw.destroy();
      return reply;
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const isWholeBody = !issue || issue.instancePath === '/';
      const message = isWholeBody ? 'Corpo da requisição inválido' : issue.message;
      return send(reply, new AppError('VALIDATION_ERROR', message));
    }

    const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (known) return send(reply, known);
    if (err instanceof SyntaxError) return send(reply, new AppError('INVALID_JSON'));

    const statement = describeDatabaseError(err);
    if (isContention(err)) {
      request.log.warn({ statement }, 'database contention');
      return send(reply, new AppError('SERVER_BUSY', undefined, 1));
    }
    // Inputs are validated and targets locked first; a foreign key can still lose a race.
    if (databaseErrorCode(err) === '23503') {
      request.log.warn({ statement }, 'foreign key lost a race');
      return send(reply, new AppError('CONCURRENT_CHANGE'));
    }

    const status = err.statusCode ?? 500;
    // Any other refusal Fastify raises (an unsupported method, a URI too long) keeps its status.
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: API_ERRORS.BAD_REQUEST.message, code: 'BAD_REQUEST' });
    }
    // A failed statement is logged without its parameters or the driver's message.
    request.log.error(statement ? { statement } : { err }, 'unhandled error');
    return send(reply, new AppError('INTERNAL_ERROR'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
