import {
  NOT_FOUND_MESSAGES,
  type Board,
  type Card,
  type Label,
  type Member,
} from '@quadro/contracts';
import { CalendarClock } from 'lucide-react';
import { useEffect } from 'react';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { ApiError, errorMessage } from '../../../../lib/http';
import { toast } from '../../../../lib/toast';
import { useCardDetail } from '../../api/get-card-detail';
import { findCard } from '../../logic/board-cache';
import { formatDateTime } from '../../logic/format';
import { CardChecklists } from '../checklists/card-checklists';
import { CardComments } from '../comments/card-comments';
import { CardLabels } from '../labels/card-labels';
import { useDueCalendar } from '../../hooks/use-due-calendar';
import { ArchiveCardAction } from './archive-card-action';
import { ArchivedCardBanner } from './archived-card-banner';
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

const loadFailure = (error: Error) =>
  error instanceof ApiError && error.status === 404
    ? NOT_FOUND_MESSAGES.card
    : errorMessage(error, 'Erro ao carregar o cartão');

/**
 * Title and description edited in place (Enter saves the title, Esc cancels), labels, checklists,
 * dates, assignee (applied at once, reverted on failure), archiving and deletion behind 'Excluir
 * Cartão'. A card on the board is read from the board cache, so a poll or an edit elsewhere shows
 * up here too; one that is not (archived, or its list is) is fetched and shown read-only.
 */
export function CardDetailDialog({ board, cardId, onClose, ...props }: CardDetailDialogProps) {
  const found = findCard(board, cardId);
  const detail = useCardDetail(cardId, !found);
  const elsewhere = detail.data && detail.data.boardId !== board.id;
  // Deleted (here or by someone else), or not this board's: nothing to show.
  const failure = found ? null : detail.error ? loadFailure(detail.error) : null;
  const gone = failure !== null || Boolean(elsewhere);
  useEffect(() => {
    if (!gone) return;
    toast.error(failure ?? NOT_FOUND_MESSAGES.card);
    onClose();
  }, [gone, failure, onClose]);

  if (found)
    return (
      <CardDetail
        boardId={board.id}
        card={found.card}
        listName={found.list.name}
        labels={board.labels}
        onClose={onClose}
        {...props}
      />
    );
  if (!detail.data || gone) return null;
  const { card, listName, archivedAt, listArchived } = detail.data;
  return (
    <CardDetail
      boardId={board.id}
      card={card}
      listName={listName}
      labels={board.labels}
      archived={{ cardArchived: archivedAt !== null, listArchived }}
      onClose={onClose}
      {...props}
    />
  );
}

type CardDetailProps = Omit<CardDetailDialogProps, 'board' | 'cardId'> & {
  boardId: string;
  card: Card;
  /** Unknown when the card's list is archived (the board no longer holds it). */
  listName: string | null;
  labels: readonly Label[];
  /** Off the board: shown read-only under a banner saying why. */
  archived?: { cardArchived: boolean; listArchived: boolean };
};

function CardDetail({
  boardId,
  card,
  listName,
  labels,
  members,
  archived,
  onClose,
  onCloseAutoFocus,
  ...rights
}: CardDetailProps) {
  // An archived card is read, not edited: restored, it is edited on the board again.
  const canEdit = rights.canEdit && !archived;
  const canManageLabels = rights.canManageLabels && !archived;
  const canComment = rights.canComment && !archived;
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
          listName && (
            <>
              na lista <span className="font-medium text-slate-700">{listName}</span>
            </>
          )
        }
      >
        {archived && (
          <div className="mb-5">
            <ArchivedCardBanner
              boardId={boardId}
              cardId={card.id}
              {...archived}
              canManage={rights.canEdit}
              onDeleted={onClose}
            />
          </div>
        )}
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
            {!archived && <FollowCardButton cardId={card.id} />}
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

            {canEdit && (
              <div className="space-y-1">
                <ArchiveCardAction boardId={boardId} cardId={card.id} onArchived={onClose} />
                <DeleteCardAction boardId={boardId} cardId={card.id} onDeleted={onClose} />
              </div>
            )}
          </aside>
        </div>
      </DialogContent>
    </Dialog>
  );
}
