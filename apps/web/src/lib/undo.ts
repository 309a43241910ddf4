import { UNDO_WINDOW_MS } from '@quadro/contracts';
import { toast } from './toast';

export interface Undoable {
  /** What was done, as the toast says it: 'Cartão arquivado'. */
  message: string;
  /** Sends the request that reverses it; a refusal is told by the change that sent it. */
  undo: () => Promise<unknown>;
}

interface Offer {
  toastId: string;
  undo: () => Promise<unknown>;
}

/** The one undo on offer: a newer undoable action replaces it, as its toast replaces the toast. */
let offered: Offer | null = null;
let offers = 0;

function forget(offer: Offer): void {
  if (offered === offer) offered = null;
}

function run(offer: Offer): void {
  forget(offer);
  offer.undo().catch(() => undefined);
}

/**
 * Tells what was done, with 'Desfazer' for UNDO_WINDOW_MS (sonner's clock, which waits while the
 * toast is hovered or the tab hidden): the undo stays on offer exactly while its toast shows.
 */
export function offerUndo({ message, undo }: Undoable): void {
  dismissUndo();
  offers += 1;
  const offer: Offer = { toastId: `undo-${offers}`, undo };
  offered = offer;
  toast.message(message, {
    id: offer.toastId,
    duration: UNDO_WINDOW_MS,
    action: { label: 'Desfazer', onClick: () => run(offer) },
    onDismiss: () => forget(offer),
    onAutoClose: () => forget(offer),
  });
}

/** Undoes what the toast on screen offers (Ctrl+Z); false when nothing is on offer. */
export function undoLatest(): boolean {
  const offer = offered;
  if (!offer) return false;
  toast.dismiss(offer.toastId);
  run(offer);
  return true;
}

/** Withdraws the offer and its toast: the screen it was made on is gone. */
export function dismissUndo(): void {
  if (!offered) return;
  toast.dismiss(offered.toastId);
  offered = null;
}
