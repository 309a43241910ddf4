import type { Card, NonWorkingDays } from '@quadro/contracts';
import { CalendarDays } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { formatDayAndTime } from '../../../../lib/date-time';
import { useUpdateCard } from '../../api/update-card';
import { useHeldCheck } from '../../hooks/use-held-check';
import { DueDateField } from './due-date-field';

export interface CardDueDateProps {
  boardId: string;
  card: Card;
  canEdit: boolean;
  /** The workspace's days off, for the business-day shortcuts. */
  holidays: NonWorkingDays;
  /** The viewer's zone: what 'Hoje' and the field's time mean. */
  timeZone: string;
}

/**
 * 'Data de entrega': the date field with its shortcuts, 'Concluído' and 'Remover data'. Each
 * change is sent at once and reverted if refused.
 */
export function CardDueDate({ boardId, card, canEdit, holidays, timeZone }: CardDueDateProps) {
  const updateCard = useUpdateCard(boardId);
  const complete = useHeldCheck(card.dueComplete);
  const save = (dueDate: string | null) =>
    updateCard.mutate({ cardId: card.id, changes: { dueDate } });

  if (!canEdit)
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">Data de entrega</p>
        <p className="flex items-center gap-2 text-slate-700">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          {card.dueDate ? formatDayAndTime(card.dueDate, timeZone) : 'Sem data'}
          {card.dueDate && card.dueComplete && (
            <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-800">
              Concluído
            </span>
          )}
        </p>
      </div>
    );

  return (
    <div className="space-y-2">
      <DueDateField
        id="card-detail-due-date"
        label="Data de entrega"
        value={card.dueDate}
        onChange={save}
        holidays={holidays}
        timeZone={timeZone}
      />
      {card.dueDate && (
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Checkbox
              checked={complete.checked}
              onChange={(event) => {
                const dueComplete = event.target.checked;
                complete.hold(dueComplete);
                updateCard.mutate(
                  { cardId: card.id, changes: { dueComplete } },
                  { onSettled: complete.release },
                );
              }}
            />
            Concluído
          </label>
          <Button type="button" variant="ghost" size="sm" onClick={() => save(null)}>
            Remover data
          </Button>
        </div>
      )}
    </div>
  );
}
