import type { ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import { cn } from '../../../lib/cn';
import { usePressOutside } from '../hooks/use-press-outside';

export interface AnchoredPopoverProps {
  id: string;
  titleId: string;
  /** The button that opened it: a press there is not a press outside. */
  anchor: RefObject<HTMLElement | null>;
  /** Esc inside it (the card dialog around it stays open). */
  onEscape: () => void;
  /** A press outside it, or the focus leaving it for somewhere else. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A small panel beside the button that opened it, inside the card dialog: a dialog by role, which
 * takes Esc before the card dialog does and closes when pressed or tabbed out of.
 */
export function AnchoredPopover({
  id,
  titleId,
  anchor,
  onEscape,
  onClose,
  className,
  children,
}: AnchoredPopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  usePressOutside(panelRef, anchor, onClose);
  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      // A press on its background focuses it, not the card dialog around it (which would close it).
      tabIndex={-1}
      // Esc is this popover's before it is the card dialog's.
      data-esc-cancels-edit
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onEscape();
      }}
      onBlur={(event) => {
        // Tabbing out of it closes it; a view that replaces the focused field does not.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next) && !anchor.current?.contains(next))
          onClose();
      }}
      className={cn(
        'absolute top-full z-20 w-72 max-w-[calc(100vw-4rem)] rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg shadow-slate-900/10 focus:outline-none',
        className,
      )}
    >
      {children}
    </div>
  );
}
