import type { Card } from '@quadro/contracts';
import { useId, type ComponentProps, type Ref } from 'react';
import { cn } from '../../../../lib/cn';
import { MemberAvatar } from '../../../../components/member-avatar';
import { ChecklistBadge } from './checklist-badge';
import { DueBadge } from './due-badge';
import { TileLabels } from './tile-labels';
import { descriptionSnippet } from '../../logic/description-snippet';

export interface CardTileProps extends Omit<ComponentProps<'button'>, 'children'> {
  card: Card;
  ref?: Ref<HTMLButtonElement>;
  /** The floating copy that follows the pointer while dragging. */
  overlay?: boolean;
  /** The card's own place while its copy is being dragged. */
  placeholder?: boolean;
}

/** How a card looks on the board: a button (it opens the detail dialog). */
export function CardTile({
  card,
  overlay,
  placeholder,
  className,
  ref,
  'aria-describedby': describedBy,
  ...props
}: CardTileProps) {
  const snippet = descriptionSnippet(card.description);
  const snippetId = useId();
  return (
    <button
      ref={ref}
      type="button"
      // The name is what the tile shows (title, then assignee); the description snippet would
      // drown it on every card, so it is read as the description instead.
      aria-describedby={[describedBy, snippet && snippetId].filter(Boolean).join(' ') || undefined}
      className={cn(
        'group block w-full rounded-lg border p-3 text-left transition-[border-color,box-shadow]',
        'hover:border-slate-300 hover:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        overlay
          ? 'rotate-[1.5deg] cursor-grabbing border-brand-300 bg-white shadow-xl shadow-slate-900/15'
          : placeholder
            ? 'border-dashed border-slate-300 bg-slate-50 opacity-50 shadow-none'
            : 'border-slate-200 bg-white shadow-xs',
        className,
      )}
      {...props}
    >
      <span className="flex items-start gap-2">
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="block text-sm leading-snug font-medium break-words text-slate-900">
            {card.title}
          </span>
          {card.assignee && (
            <span className="sr-only">
              {` — responsável: ${card.assignee.name || card.assignee.email}`}
            </span>
          )}
          {/* Read after the title, shown above it. */}
          <TileLabels labelIds={card.labelIds} />
          {snippet && (
            <span
              id={snippetId}
              aria-hidden="true"
              className="mt-1 line-clamp-2 block text-xs leading-relaxed break-words text-slate-600"
            >
              {snippet}
            </span>
          )}
          <span className="mt-2 flex flex-wrap items-center gap-1.5 empty:hidden">
            <DueBadge card={card} />
            <ChecklistBadge checklist={card.checklist} />
          </span>
        </span>
        {card.assignee && (
          <MemberAvatar
            name={card.assignee.name}
            email={card.assignee.email}
            avatarUrl={card.assignee.avatarUrl}
            size="xs"
            decorative
            className="-mt-0.5 -mr-0.5"
          />
        )}
      </span>
    </button>
  );
}
