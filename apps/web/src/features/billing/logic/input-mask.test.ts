import { formatCpf } from '@quadro/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { maskInput } from './input-mask';

function focusedInput(value: string, caret: number) {
  const input = document.createElement('input');
  document.body.append(input);
  input.value = value;
  input.focus();
  input.setSelectionRange(caret, caret);
  return input;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('maskInput', () => {
  it('formats the value and keeps the caret at the end while typing', () => {
    const input = focusedInput('1234', 4);
    maskInput(input, formatCpf);
    expect(input.value).toBe('123.4');
    expect(input.selectionStart).toBe(5);
  });

  it('keeps the caret after the same digit when editing in the middle', () => {
    // '123.456.789-09' with a 0 typed after the 5.
    const input = focusedInput('123.4506.789-09', 7);
    maskInput(input, formatCpf);
    expect(input.value).toBe('123.450.678-90');
    expect(input.selectionStart).toBe(7);
  });

  it('leaves a value already in shape alone', () => {
    const input = focusedInput('123.4', 2);
    maskInput(input, formatCpf);
    expect(input.value).toBe('123.4');
    expect(input.selectionStart).toBe(2);
  });

  it('counts any character when told to (upper case)', () => {
    const input = focusedInput('MARIa SILVA', 5);
    maskInput(input, (value) => value.toUpperCase(), /[\s\S]/);
    expect(input.value).toBe('MARIA SILVA');
    expect(input.selectionStart).toBe(5);
  });
});
