import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const sizes = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' } as const;

const placements = {
  center:
    'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl',
  /** Near the top, so content that grows (search results) does not move it. */
  top: 'top-4 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 rounded-2xl sm:top-[10dvh] sm:max-h-[80dvh]',
  /** A side sheet: the whole height at the right, the whole width on a phone. */
  right: 'inset-y-0 right-0 w-full',
} as const;

export interface DialogContentProps {
  /** Maximum width; the dialog always fits the viewport (phones included). */
  size?: keyof typeof sizes;
  placement?: keyof typeof placements;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** E.g. preventDefault while an in-place edit should swallow Esc instead of closing. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** E.g. preventDefault so a stray click beside a long form does not throw it away. */
  onInteractOutside?: (event: Event) => void;
}

/**
 * A centred modal with a title (required for screen readers) and a close button. On close the
 * focus goes back to whatever had it when the dialog opened (Radix only knows a `DialogTrigger`,
 * and our dialogs are opened from state), unless `onCloseAutoFocus` places it itself.
 */
export function DialogContent(props: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogBody {...props} />
    </DialogPrimitive.Portal>
  );
}

/** Mounted only while open, so its first render still sees the element that opened it. */
function DialogBody({
  title,
  description,
  children,
  className,
  size = 'lg',
  placement = 'center',
  onEscapeKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
}: DialogContentProps) {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );

  function restoreFocus(event: Event) {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  }

  return (
    <>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-scrim/40 backdrop-blur-[1px]" />
      <DialogPrimitive.Content
        // Without a description Radix expects an explicit undefined, else it warns.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onEscapeKeyDown={onEscapeKeyDown}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={restoreFocus}
        onInteractOutside={onInteractOutside}
        className={cn(
          'fixed z-50',
          placements[placement],
          sizes[size],
          'overflow-y-auto bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
      >
        <div className="mb-4 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label="Fechar"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </>
  );
}
