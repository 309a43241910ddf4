import type { Card } from '@quadro/contracts';
import type { ComponentProps, Ref } from 'react';
import { cn } from '../../../lib/cn';
import { MemberAvatar } from './member-avatar';

export interface CardTileProps extends Omit<ComponentProps<'button'>, 'children'> {
  card: Card;
  ref?: Ref<HTMLButtonElement>;
  /** The floating copy that follows the pointer while dragging. */
  overlay?: boolean;
  /** The card's own place while its copy is being dragged. */
  placeholder?: boolean;
}

/** How a card looks on the board: a button (it opens the detail dialog). */
export function CardTile({ card, overlay, placeholder, className, ref, ...props }: CardTileProps) {
  const snippet = card.description.trim();
  // The title names the card; reading the whole description on every card would drown it.
  const label = card.assignee
    ? `${card.title} — responsável: ${card.assignee.name || card.assignee.email}`
    : card.title;
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      className={cn(
        'group block w-full rounded-lg border bg-white p-3 text-left shadow-xs transition-[border-color,box-shadow]',
        'border-slate-200 hover:border-slate-300 hover:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        overlay && 'rotate-[1.5deg] cursor-grabbing border-brand-300 shadow-xl shadow-slate-900/15',
        placeholder && 'border-dashed border-slate-300 bg-slate-50 opacity-50 shadow-none',
        className,
      )}
      {...props}
    >
      <span className="flex items-start gap-2">
        <span className="min-w-0 flex-1">
          <span className="block text-sm leading-snug font-medium break-words text-slate-900">
            {card.title}
          </span>
          {snippet && (
            <span className="mt-1 line-clamp-2 block text-xs leading-relaxed break-words text-slate-500">
              {snippet}
            </span>
          )}
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
