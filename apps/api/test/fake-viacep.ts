import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeViaCep {
  /** The base URL, in place of `https://viacep.com.br`. */
  url: string;
  /** The path of every request, in order. */
  requests: string[];
  /** The next request gets this answer instead (an HTML error page unless `body` is given). */
  failNext(status: number, body?: string): void;
  delayNext(ms: number): void;
  close(): Promise<void>;
}

/** What ViaCEP answers for the codes the fake knows, fields and all. */
const KNOWN: Record<string, Record<string, string>> = {
  '01001000': {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    unidade: '',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
    estado: 'São Paulo',
    regiao: 'Sudeste',
    ibge: '3550308',
    gia: '1004',
    ddd: '11',
    siafi: '7107',
  },
  '20040020': {
    cep: '20040-020',
    logradouro: 'Avenida Rio Branco',
    complemento: 'até 67 - lado ímpar',
    unidade: '',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
    estado: 'Rio de Janeiro',
    regiao: 'Sudeste',
    ibge: '3304557',
    gia: '',
    ddd: '21',
    siafi: '6001',
  },
  // A whole small town shares one code: no street, no district.
  '69945000': {
    cep: '69945-000',
    logradouro: '',
    complemento: '',
    unidade: '',
    bairro: '',
    localidade: 'Acrelândia',
    uf: 'AC',
    estado: 'Acre',
    regiao: 'Norte',
    ibge: '1200013',
    gia: '',
    ddd: '68',
    siafi: '643',
  },
};

/** Newer ViaCEP sends the flag as a string; this code gets that variant. */
const UNKNOWN_STRING_FLAG = '99999999';

const errorPage = (status: number) =>
  `<!DOCTYPE html><html><head><title>ViaCEP ${status}</title></head><body><h1>Http ${status}</h1></body></html>`;

/** A local ViaCEP speaking `GET /ws/{cep}/json/`. */
export async function startFakeViaCep(): Promise<FakeViaCep> {
  const requests: string[] = [];
  let forced: { status: number; body: string } | undefined;
  let delayMs = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function answer(method: string, path: string) {
    if (method !== 'GET' || !path.startsWith('/ws/')) return { status: 404, body: errorPage(404) };
    const cep = /^\/ws\/([^/]*)\/json\/?$/.exec(path)?.[1] ?? '';
    if (!/^\d{8}$/.test(cep)) return { status: 400, body: errorPage(400) };
    const known = KNOWN[cep];
    if (known) return { status: 200, body: JSON.stringify(known, null, 2) };
    const flag = cep === UNKNOWN_STRING_FLAG ? 'true' : true;
    return { status: 200, body: JSON.stringify({ erro: flag }, null, 2) };
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push(path);
    const reply = forced ?? answer(request.method ?? '', path);
    forced = undefined;
    const send = () => {
      const type = reply.body.startsWith('<') ? 'text/html' : 'application/json';
      response.writeHead(reply.status, { 'content-type': `${type}; charset=utf-8` });
      response.end(reply.body);
    };
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delayMs);
      timers.add(timer);
      delayMs = 0;
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, body = errorPage(status)) {
      forced = { status, body };
    },
    delayNext(ms) {
      delayMs = ms;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
