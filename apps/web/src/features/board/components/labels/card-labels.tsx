import type { Card, Label } from '@quadro/contracts';
import { Plus, Tag } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useLabelNames } from '../../hooks/use-label-names';
import { LabelChip } from './label-chip';
import { LabelPicker } from './label-picker';

export interface CardLabelsProps {
  boardId: string;
  card: Card;
  /** The board's labels, in order. */
  labels: readonly Label[];
  /** `labels:manage`: may put labels on cards and manage the board's. */
  canManage: boolean;
}

/** 'Etiquetas' in the card dialog: the card's labels, and the picker for those who may change them. */
export function CardLabels({ boardId, card, labels, canManage }: CardLabelsProps) {
  const headingId = useId();
  const pickerId = useId();
  const [picking, setPicking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const closePicker = useCallback(() => setPicking(false), []);
  const onCard = labels.filter((label) => card.labelIds.includes(label.id));
  const names = useLabelNames();

  if (!canManage && onCard.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-700">
          Etiquetas
        </h3>
        {/* What a click on a tile's chip does, for the keyboard. */}
        <button
          type="button"
          aria-pressed={names.shown}
          onClick={names.toggle}
          className="rounded px-1.5 py-0.5 text-xs font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Nomes nos cartões
        </button>
      </div>
      <div className="relative flex flex-wrap items-center gap-1.5">
        {onCard.length > 0 && (
          <ul aria-labelledby={headingId} className="flex max-w-full flex-wrap gap-1.5">
            {onCard.map((label) => (
              <li key={label.id} className="flex max-w-full">
                <LabelChip label={label} />
              </li>
            ))}
          </ul>
        )}
        {canManage && (
          <>
            <button
              ref={trigger}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={picking}
              aria-controls={picking ? pickerId : undefined}
              onClick={() => setPicking((open) => !open)}
              className="inline-flex h-8 items-center gap-1.5 rounded-md bg-slate-100 px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {onCard.length > 0 ? (
                <>
                  <Plus className="size-4" aria-hidden="true" />
                  <span className="sr-only">Editar etiquetas</span>
                </>
              ) : (
                <>
                  <Tag className="size-4" aria-hidden="true" />
                  Adicionar etiqueta
                </>
              )}
            </button>
            {picking && (
              <LabelPicker
                id={pickerId}
                boardId={boardId}
                cardId={card.id}
                labels={labels}
                selected={card.labelIds}
                anchor={trigger}
                onClose={closePicker}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
