import { UNDO_WINDOW_MS } from '@quadro/contracts';
import { fireEvent, render } from '@testing-library/react';
import type { ExternalToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTypingTarget } from './keyboard-target';
import { toast } from './toast';
import { dismissUndo, offerUndo } from './undo';
import { isUndoKey, useUndoShortcut } from './use-undo-shortcut';

function Screen() {
  useUndoShortcut();
  return (
    <>
      <input aria-label="Título" />
      <textarea aria-label="Descrição" />
      <input type="checkbox" aria-label="Feito" />
      <div contentEditable suppressContentEditableWarning>
        <span>editável</span>
      </div>
      <button type="button">Botão</button>
    </>
  );
}

const pressUndo = (target: Element = document.body, init: KeyboardEventInit = { ctrlKey: true }) =>
  !fireEvent.keyDown(target, { key: 'z', ...init });

let shown: { message: string; options: ExternalToast }[];

beforeEach(() => {
  shown = [];
  vi.spyOn(toast, 'message').mockImplementation((message, options) => {
    shown.push({ message, options: options ?? {} });
  });
  vi.spyOn(toast, 'dismiss').mockImplementation(() => undefined);
});

afterEach(() => {
  dismissUndo();
  vi.restoreAllMocks();
});

describe('isUndoKey', () => {
  it('is Ctrl+Z or Cmd+Z, not redo nor other chords', () => {
    const key = (init: Partial<KeyboardEvent>) =>
      isUndoKey({
        key: 'z',
        ctrlKey: false,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        ...init,
      });
    expect(key({ ctrlKey: true })).toBe(true);
    expect(key({ metaKey: true })).toBe(true);
    expect(key({ ctrlKey: true, key: 'Z' })).toBe(true);
    expect(key({ ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ ctrlKey: true, altKey: true })).toBe(false);
    expect(key({})).toBe(false);
    expect(key({ ctrlKey: true, key: 'y' })).toBe(false);
  });
});

describe('isTypingTarget', () => {
  it('is a text field, a textarea, a select or editable content; not a checkbox or a button', () => {
    const { getByRole, getByText } = render(<Screen />);
    expect(isTypingTarget(getByRole('textbox', { name: 'Título' }))).toBe(true);
    expect(isTypingTarget(getByRole('textbox', { name: 'Descrição' }))).toBe(true);
    expect(isTypingTarget(getByText('editável'))).toBe(true);
    expect(isTypingTarget(getByRole('checkbox'))).toBe(false);
    expect(isTypingTarget(getByRole('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});

describe('offerUndo and useUndoShortcut', () => {
  it('offers Desfazer for the undo window; the button undoes', () => {
    const undo = vi.fn(() => Promise.resolve());
    offerUndo({ message: 'Cartão arquivado', undo });
    expect(shown).toHaveLength(1);
    const [{ message, options }] = shown as [(typeof shown)[number]];
    expect(message).toBe('Cartão arquivado');
    expect(options.duration).toBe(UNDO_WINDOW_MS);
    const action = options.action as { label: string; onClick: () => void };
    expect(action.label).toBe('Desfazer');
    action.onClick();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('undoes with Ctrl+Z or Cmd+Z once, and closes the toast', () => {
    render(<Screen />);
    const undo = vi.fn(() => Promise.resolve());
    offerUndo({ message: 'Cartão movido', undo });
    expect(pressUndo()).toBe(true);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(toast.dismiss).toHaveBeenCalledWith(shown[0]!.options.id);
    // Nothing left on offer: the key is the browser's again.
    expect(pressUndo(document.body, { metaKey: true })).toBe(false);
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('leaves Ctrl+Z to a field being typed in', () => {
    const { getByRole, getByText } = render(<Screen />);
    const undo = vi.fn(() => Promise.resolve());
    offerUndo({ message: 'Lista movida', undo });
    expect(pressUndo(getByRole('textbox', { name: 'Título' }))).toBe(false);
    expect(pressUndo(getByRole('textbox', { name: 'Descrição' }))).toBe(false);
    expect(pressUndo(getByText('editável'))).toBe(false);
    expect(undo).not.toHaveBeenCalled();
    // A checkbox takes no typing: the shortcut works there.
    expect(pressUndo(getByRole('checkbox'))).toBe(true);
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('keeps one undo at a time: a newer action replaces the offer and its toast', () => {
    render(<Screen />);
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    offerUndo({ message: 'Cartão movido', undo: first });
    offerUndo({ message: 'Responsável alterado', undo: second });
    expect(toast.dismiss).toHaveBeenCalledWith(shown[0]!.options.id);
    expect(shown[1]!.options.id).not.toBe(shown[0]!.options.id);
    pressUndo();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('offers nothing once the toast has gone by itself or was closed', () => {
    render(<Screen />);
    const undo = vi.fn(() => Promise.resolve());
    offerUndo({ message: 'Cartão arquivado', undo });
    shown[0]!.options.onAutoClose?.({ id: shown[0]!.options.id! });
    expect(pressUndo()).toBe(false);
    offerUndo({ message: 'Cartão arquivado', undo });
    shown[1]!.options.onDismiss?.({ id: shown[1]!.options.id! });
    expect(pressUndo()).toBe(false);
    expect(undo).not.toHaveBeenCalled();
  });

  it('withdraws the offer when the screen goes', () => {
    const { unmount } = render(<Screen />);
    const undo = vi.fn(() => Promise.resolve());
    offerUndo({ message: 'Cartão arquivado', undo });
    unmount();
    expect(toast.dismiss).toHaveBeenCalledWith(shown[0]!.options.id);
    render(<Screen />);
    expect(pressUndo()).toBe(false);
    expect(undo).not.toHaveBeenCalled();
  });

  it('swallows a refused undo: the change that sent it has told why', async () => {
    render(<Screen />);
    const undo = vi.fn(() => Promise.reject(new Error('CHANGED_SINCE')));
    offerUndo({ message: 'Cartão movido', undo });
    expect(pressUndo()).toBe(true);
    await Promise.resolve();
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
