import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeViaCep, type FakeViaCep } from '../../../test/fake-viacep.js';
import { freePort } from '../../../test/free-port.js';
import { PostalCodeUnavailableError, viaCepLookup, type PostalCodeLookup } from './postal-codes.js';

let fake: FakeViaCep;
let postalCodes: PostalCodeLookup;
beforeAll(async () => {
  fake = await startFakeViaCep();
  postalCodes = viaCepLookup({ baseUrl: fake.url });
});
afterAll(() => fake.close());

describe('viaCepLookup', () => {
  it("asks ViaCEP's JSON endpoint for the code", async () => {
    await postalCodes.lookup('01001000');
    expect(fake.requests.at(-1)).toBe('/ws/01001000/json/');
  });

  it('maps a known code to street, district, city and state', async () => {
    expect(await postalCodes.lookup('01001000')).toEqual({
      street: 'Praça da Sé',
      district: 'Sé',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(await postalCodes.lookup('20040020')).toEqual({
      street: 'Avenida Rio Branco',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
  });

  it('keeps empty fields empty for a code that names a whole town', async () => {
    expect(await postalCodes.lookup('69945000')).toEqual({
      street: '',
      district: '',
      city: 'Acrelândia',
      state: 'AC',
    });
  });

  it('answers null for an unknown code, whichever way ViaCEP flags it', async () => {
    expect(await postalCodes.lookup('00000000')).toBeNull();
    expect(await postalCodes.lookup('99999999')).toBeNull();
  });

  it('answers null when ViaCEP calls the code malformed (400)', async () => {
    expect(await postalCodes.lookup('1234')).toBeNull();
    expect(fake.requests.at(-1)).toBe('/ws/1234/json/');
  });

  it('is unavailable on a 500 and on a 200 that is not JSON', async () => {
    fake.failNext(500);
    await expect(postalCodes.lookup('01001000')).rejects.toThrow(
      new PostalCodeUnavailableError('ViaCEP answered HTTP 500'),
    );
    fake.failNext(200, '<html>manutenção</html>');
    await expect(postalCodes.lookup('01001000')).rejects.toThrow(
      new PostalCodeUnavailableError('ViaCEP answered invalid JSON'),
    );
  });

  it('is unavailable on a timeout', async () => {
    const impatient = viaCepLookup({ baseUrl: fake.url, timeoutMs: 200 });
    fake.delayNext(1_000);
    await expect(impatient.lookup('01001000')).rejects.toThrow(
      new PostalCodeUnavailableError('ViaCEP timed out'),
    );
  });

  it('is unavailable when nothing listens', async () => {
    const nowhere = viaCepLookup({ baseUrl: `http://127.0.0.1:${await freePort()}` });
    await expect(nowhere.lookup('01001000')).rejects.toBeInstanceOf(PostalCodeUnavailableError);
  });
});
