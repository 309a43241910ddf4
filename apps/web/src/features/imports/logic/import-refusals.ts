import { MAX_IMPORT_BYTES } from '@quadro/contracts';
import { ApiError, errorMessage } from '../../../lib/http';

/** In MB to one decimal, rounded up: a file just past the limit never reads as the limit. */
const megabytes = (bytes: number) =>
  (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('pt-BR');

export const MAX_IMPORT_SIZE_LABEL = `${megabytes(MAX_IMPORT_BYTES)} MB`;

/** Why a chosen file is refused before it is sent, or null: the API would refuse it anyway. */
export function exportFileRefusal(size: number): string | null {
  return size > MAX_IMPORT_BYTES
    ? `O arquivo tem ${megabytes(size)} MB; o limite é ${MAX_IMPORT_SIZE_LABEL}.`
    : null;
}

/**
 * The API's own pt-BR sentence, except for 413, whose generic one ('Requisição grande demais')
 * does not say that the file is what is too big.
 */
export function importErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE'
    ? `O arquivo passa do limite de ${MAX_IMPORT_SIZE_LABEL}.`
    : errorMessage(error, fallback);
}
