import type { ChecklistItem, Member } from '@quadro/contracts';
import { X } from 'lucide-react';
import { useEffect, useId, type RefObject } from 'react';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { useUpdateChecklistItem } from '../../api/update-checklist-item';
import { useDueCalendar } from '../../hooks/use-due-calendar';
import { AnchoredPopover } from '../anchored-popover';
import { AssigneeSelect } from '../card-detail/assignee-select';
import { DueDateField } from '../card-detail/due-date-field';

export interface MoveTarget {
  id: string;
  title: string;
}

export interface ItemDetailsPopoverProps {
  id: string;
  boardId: string;
  cardId: string;
  item: ChecklistItem;
  members: readonly Member[];
  /** The card's other checklists, which the item may move to. */
  moveTargets: readonly MoveTarget[];
  onMoveTo: (checklistId: string) => void;
  /** The button that opened it: the focus goes back there. */
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * An item's assignee, due date and checklist, in a popover beside its '…' button: each change is
 * sent at once (and taken back with a toast if refused). Esc or 'Fechar' close it and return the
 * focus to the button; a press outside or tabbing out close it too.
 */
export function ItemDetailsPopover({
  id,
  boardId,
  cardId,
  item,
  members,
  moveTargets,
  onMoveTo,
  anchor,
  onClose,
}: ItemDetailsPopoverProps) {
  const titleId = useId();
  const assigneeId = useId();
  const dueId = useId();
  const moveId = useId();
  const update = useUpdateChecklistItem(boardId, cardId);
  const { holidays, timeZone } = useDueCalendar();

  useEffect(() => {
    document.getElementById(assigneeId)?.focus();
  }, [assigneeId]);

  function close() {
    onClose();
    anchor.current?.focus();
  }
  const setDue = (dueDate: string | null) =>
    update.mutate({ itemId: item.id, change: { dueDate } });

  return (
    <AnchoredPopover
      id={id}
      titleId={titleId}
      anchor={anchor}
      onEscape={close}
      onClose={onClose}
      className="right-0 mt-1 space-y-3"
    >
      <div className="flex items-center gap-1">
        <h5 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-700">
          Detalhes do item
        </h5>
        <button
          type="button"
          aria-label="Fechar"
          onClick={close}
          className="flex size-7 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={assigneeId}>Responsável</Label>
        <AssigneeSelect
          id={assigneeId}
          value={item.assigneeId}
          members={members}
          onChange={(member) =>
            update.mutate({ itemId: item.id, change: { assigneeId: member?.id ?? null } })
          }
        />
      </div>
      <DueDateField
        id={dueId}
        label="Data de entrega"
        value={item.dueDate}
        onChange={setDue}
        holidays={holidays}
        timeZone={timeZone}
      />
      {item.dueDate && (
        <Button type="button" variant="ghost" size="sm" onClick={() => setDue(null)}>
          Remover data
        </Button>
      )}
      {moveTargets.length > 0 && (
        <div role="group" aria-labelledby={moveId} className="space-y-1.5">
          <p id={moveId} className="text-sm font-medium text-slate-700">
            Mover para
          </p>
          <ul className="space-y-1">
            {moveTargets.map((target) => (
              <li key={target.id}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  fullWidth
                  align="start"
                  onClick={() => onMoveTo(target.id)}
                >
                  <span className="truncate">{target.title}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AnchoredPopover>
  );
}
