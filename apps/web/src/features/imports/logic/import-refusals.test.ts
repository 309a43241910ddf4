import { MAX_IMPORT_BYTES } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { exportFileRefusal, importErrorMessage } from './import-refusals';

describe('exportFileRefusal', () => {
  it('takes a file up to 50 MB and refuses a byte more, never calling it 50 MB', () => {
    expect(exportFileRefusal(MAX_IMPORT_BYTES)).toBeNull();
    expect(exportFileRefusal(MAX_IMPORT_BYTES + 1)).toBe(
      'O arquivo tem 50,1 MB; o limite é 50 MB.',
    );
    expect(exportFileRefusal(80 * 1024 * 1024)).toBe('O arquivo tem 80 MB; o limite é 50 MB.');
  });
});

describe('importErrorMessage', () => {
  it("says the API's sentence, the file's size for a 413, else the fallback", () => {
    const invalid = new ApiError(400, 'IMPORT_INVALID', 'O arquivo não é um JSON válido.');
    expect(importErrorMessage(invalid, 'Erro')).toBe('O arquivo não é um JSON válido.');
    const tooLarge = new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Requisição grande demais');
    expect(importErrorMessage(tooLarge, 'Erro')).toBe('O arquivo passa do limite de 50 MB.');
    expect(importErrorMessage(new ApiError(0, 'NETWORK_ERROR', ''), 'Erro')).toBe('Erro');
  });
});
