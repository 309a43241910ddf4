import type { Board, Card, Label, ListWithCards, Member } from '@quadro/contracts';
import { CalendarClock } from 'lucide-react';
import { useEffect } from 'react';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { findCard } from '../../logic/board-cache';
import { formatDateTime } from '../../logic/format';
import { CardChecklists } from '../checklists/card-checklists';
import { CardComments } from '../comments/card-comments';
import { CardLabels } from '../labels/card-labels';
import { useDueCalendar } from '../../hooks/use-due-calendar';
import { CardAssignee } from './card-assignee';
import { CardDueDate } from './card-due-date';
import { DeleteCardAction } from './delete-card-action';
import { EditableCardDescription } from './editable-card-description';
import { EditableCardTitle } from './editable-card-title';
import { FollowCardButton } from './follow-card-button';
import { useCardDrafts } from './use-card-drafts';

export interface CardDetailDialogProps {
  board: Board;
  cardId: string;
  members: readonly Member[];
  canEdit: boolean;
  /** May put labels on the card and manage the board's (`labels:manage`). */
  canManageLabels: boolean;
  /** May write comments (`comments:create`); readers only read them. */
  canComment: boolean;
  onClose: () => void;
  /** Where the focus goes when the dialog closes (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Title and description edited in place (Enter saves the title, Esc cancels), labels, checklists,
 * dates, assignee (applied at once, reverted on failure) and deletion behind 'Excluir Cartão'. The
 * card is read from the board cache, so a poll or an edit elsewhere shows up here too.
 */
export function CardDetailDialog({ board, cardId, onClose, ...props }: CardDetailDialogProps) {
  const found = findCard(board, cardId);
  // Deleted meanwhile (here or by someone else): nothing left to show.
  const missing = !found;
  useEffect(() => {
    if (missing) onClose();
  }, [missing, onClose]);
  if (!found) return null;
  return (
    <CardDetail
      boardId={board.id}
      card={found.card}
      list={found.list}
      labels={board.labels}
      onClose={onClose}
      {...props}
    />
  );
}

type CardDetailProps = Omit<CardDetailDialogProps, 'board' | 'cardId'> & {
  boardId: string;
  card: Card;
  list: ListWithCards;
  labels: readonly Label[];
};

function CardDetail({
  boardId,
  card,
  list,
  labels,
  members,
  canEdit,
  canManageLabels,
  canComment,
  onClose,
  onCloseAutoFocus,
}: CardDetailProps) {
  const drafts = useCardDrafts(boardId, card);
  const { holidays, timeZone } = useDueCalendar();

  function close() {
    drafts.commitAll();
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        size="2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        // Esc first cancels an in-place edit; only a second Esc closes the dialog.
        onEscapeKeyDown={(event) => {
          const inEdit =
            event.target instanceof Element && event.target.closest('[data-esc-cancels-edit]');
          if (drafts.editing || inEdit) event.preventDefault();
        }}
        title={
          canEdit ? (
            <EditableCardTitle {...drafts.title} />
          ) : (
            <span className="break-words">{card.title}</span>
          )
        }
        description={
          <>
            na lista <span className="font-medium text-slate-700">{list.name}</span>
          </>
        }
      >
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_13rem]">
          <div className="min-w-0 space-y-6">
            <CardLabels boardId={boardId} card={card} labels={labels} canManage={canManageLabels} />
            <section aria-labelledby="card-description-heading">
              <h3
                id="card-description-heading"
                className="mb-2 text-sm font-semibold text-slate-700"
              >
                Descrição
              </h3>
              <EditableCardDescription {...drafts.description} canEdit={canEdit} />
            </section>
            <CardChecklists boardId={boardId} card={card} canEdit={canEdit} members={members} />
            <CardComments cardId={card.id} canComment={canComment} members={members} />
          </div>

          <aside className="space-y-5 text-sm">
            <FollowCardButton cardId={card.id} />
            <CardAssignee boardId={boardId} card={card} members={members} canEdit={canEdit} />
            <CardDueDate
              boardId={boardId}
              card={card}
              canEdit={canEdit}
              holidays={holidays}
              timeZone={timeZone}
            />

            <dl className="space-y-2 rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
              <div>
                <dt className="flex items-center gap-1.5 font-medium text-slate-600">
                  <CalendarClock className="size-3.5" aria-hidden="true" />
                  Criado em
                </dt>
                <dd className="mt-0.5 text-slate-800">{formatDateTime(card.createdAt)}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Atualizado em</dt>
                <dd className="mt-0.5 text-slate-800">{formatDateTime(card.updatedAt)}</dd>
              </div>
            </dl>

            {canEdit && <DeleteCardAction boardId={boardId} cardId={card.id} onDeleted={onClose} />}
          </aside>
        </div>
      </DialogContent>
    </Dialog>
  );
}
