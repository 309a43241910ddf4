import type { PostalAddress } from '@quadro/contracts';

export interface PostalCodeLookup {
  /** `cep`: 8 digits, validated by the caller. `null` when no such postal code exists. */
  lookup(cep: string): Promise<PostalAddress | null>;
}

/** The service could not answer (network, timeout, 5xx, garbled answer); the person types the address. */
export class PostalCodeUnavailableError extends Error {
  override name = 'PostalCodeUnavailableError';
}

interface ViaCepAnswer {
  erro?: unknown;
  logradouro?: unknown;
  bairro?: unknown;
  localidade?: unknown;
  uf?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** ViaCEP's public protocol: `GET /ws/{cep}/json/`, `{ "erro": true }` for an unknown code. */
export function viaCepLookup({
  baseUrl,
  timeoutMs = 3_000,
}: {
  /** `https://viacep.com.br` in production. */
  baseUrl: string;
  timeoutMs?: number;
}): PostalCodeLookup {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async lookup(cep) {
      const { status, body } = await get(`${root}/ws/${encodeURIComponent(cep)}/json/`, timeoutMs);
      // ViaCEP answers 400 for a malformed code; either way there is no address to offer.
      if (status === 400 || status === 404) return null;
      if (status < 200 || status > 299)
        throw new PostalCodeUnavailableError(`ViaCEP answered HTTP ${status}`);
      const answer = parseAnswer(body);
      // Older versions send `"erro": true`, newer ones `"erro": "true"`.
      if (answer.erro === true || answer.erro === 'true') return null;
      return {
        street: text(answer.logradouro),
        district: text(answer.bairro),
        city: text(answer.localidade),
        state: text(answer.uf),
      };
    },
  };
}

async function get(url: string, timeoutMs: number) {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    const kind =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new PostalCodeUnavailableError(`ViaCEP ${kind}`);
  }
}

function parseAnswer(body: string): ViaCepAnswer {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new PostalCodeUnavailableError('ViaCEP answered invalid JSON');
  }
  if (typeof answer !== 'object' || answer === null)
    throw new PostalCodeUnavailableError('ViaCEP answered an unexpected shape');
  return answer;
}
