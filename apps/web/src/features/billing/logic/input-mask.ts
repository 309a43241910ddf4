/**
 * Re-formats a text input's value in place, before the form reads it, and puts the caret back
 * after as many significant characters (digits, by default) as were before it: a digit typed or
 * deleted in the middle of '123.456.789-09' leaves the caret where the user is working.
 */
export function maskInput(
  input: HTMLInputElement,
  format: (value: string) => string,
  significant: RegExp = /\d/,
): void {
  const { value, selectionStart } = input;
  const masked = format(value);
  if (masked === value) return;
  input.value = masked;
  if (selectionStart === null || input.ownerDocument.activeElement !== input) return;
  const before = countMatching(value.slice(0, selectionStart), significant);
  const caret = caretAfter(masked, before, significant);
  input.setSelectionRange(caret, caret);
}

function countMatching(text: string, significant: RegExp): number {
  let count = 0;
  for (const char of text) if (significant.test(char)) count++;
  return count;
}

/** The index just after the `count`-th significant character (0 when count is 0). */
function caretAfter(text: string, count: number, significant: RegExp): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (significant.test(text.charAt(index)) && ++seen === count) return index + 1;
  }
  return text.length;
}
