import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_AFTER_MS, saveFile } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('clicks a hidden download link to an object URL of the file, then revokes the URL', () => {
    vi.useFakeTimers();
    const blob = new Blob(['\uFEFFLista;Título'], { type: 'text/csv' });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:quadro/1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    saveFile(blob, 'Lançamento do site.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.href).toBe('blob:quadro/1');
    expect(clicked[0]?.download).toBe('Lançamento do site.csv');
    // The link is gone from the page at once; the URL lives on a little for the browser to read.
    expect(clicked[0]?.isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:quadro/1');
  });
});
