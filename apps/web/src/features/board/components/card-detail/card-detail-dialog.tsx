import type { Board, Member } from '@quadro/contracts';
import { CalendarClock, Pencil, Trash2, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { cn } from '../../../../lib/cn';
import { useDeleteCard } from '../../api/delete-card';
import { useUpdateCard } from '../../api/update-card';
import { findCard } from '../../logic/board-cache';
import { formatDateTime } from '../../logic/format';
import { memberLabel } from '../../logic/member-filter';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { CardComments } from '../comments/card-comments';
import { MemberAvatar } from '../../../../components/member-avatar';

export interface CardDetailDialogProps {
  board: Board;
  cardId: string;
  members: readonly Member[];
  canEdit: boolean;
  /** May write comments (`comments:create`); readers only read them. */
  canComment: boolean;
  onClose: () => void;
  /** Where the focus goes when the dialog closes (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Title and description edited in place (Enter saves the title, Esc cancels), dates, assignee
 * (applied at once, reverted on failure) and deletion behind 'Excluir Cartão'. The card is read
 * from the board cache, so a poll or an edit elsewhere shows up here too.
 */
export function CardDetailDialog({
  board,
  cardId,
  members,
  canEdit,
  canComment,
  onClose,
  onCloseAutoFocus,
}: CardDetailDialogProps) {
  const found = findCard(board, cardId);
  const updateCard = useUpdateCard(board.id);
  const deleteCard = useDeleteCard(board.id);
  // Drafts live here, so closing the dialog mid-edit saves instead of losing what was typed.
  const [titleDraft, setTitleDraft] = useState<string | null>(null);
  const [descriptionDraft, setDescriptionDraft] = useState<string | null>(null);
  const editingTitle = titleDraft !== null;
  const editingDescription = descriptionDraft !== null;
  // A title edit ends once: Enter, Esc or blur (which may follow when the field unmounts).
  const titleSettled = useRef(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // Deleted meanwhile (here or by someone else): nothing left to show.
  const missing = !found;
  useEffect(() => {
    if (missing) onClose();
  }, [missing, onClose]);
  if (!found) return null;
  const { card, list } = found;

  function startTitle() {
    titleSettled.current = false;
    setTitleDraft(card.title);
  }

  function cancelTitle() {
    titleSettled.current = true;
    setTitleDraft(null);
  }

  function commitTitle() {
    if (titleSettled.current) return;
    titleSettled.current = true;
    const title = titleDraft?.trim();
    if (title && title !== card.title) updateCard.mutate({ cardId: card.id, changes: { title } });
    setTitleDraft(null);
  }

  function commitDescription() {
    const description = descriptionDraft?.trim();
    if (description !== undefined && description !== card.description.trim()) {
      updateCard.mutate({ cardId: card.id, changes: { description } });
    }
    setDescriptionDraft(null);
  }

  function close() {
    if (editingTitle) commitTitle();
    if (editingDescription) commitDescription();
    onClose();
  }

  function changeAssignee(assigneeId: string) {
    const member = members.find((candidate) => candidate.id === assigneeId) ?? null;
    updateCard.mutate({
      cardId: card.id,
      changes: { assigneeId: member?.id ?? null },
      assignee: member,
    });
  }

  function handleDelete() {
    deleteCard.mutate(card.id);
    setConfirmDelete(false);
    onClose();
  }

  const assigneeIsMember = members.some((member) => member.id === card.assigneeId);
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        size="2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        // Esc first cancels an in-place edit; only a second Esc closes the dialog.
        onEscapeKeyDown={(event) => {
          const inEdit =
            event.target instanceof Element && event.target.closest('[data-esc-cancels-edit]');
          if (editingTitle || editingDescription || inEdit) event.preventDefault();
        }}
        title={
          canEdit ? (
            <EditableTitle
              value={card.title}
              draft={titleDraft ?? card.title}
              editing={editingTitle}
              onDraftChange={setTitleDraft}
              onStart={startTitle}
              onCommit={commitTitle}
              onCancel={cancelTitle}
            />
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
            <section aria-labelledby="card-description-heading">
              <h3
                id="card-description-heading"
                className="mb-2 text-sm font-semibold text-slate-700"
              >
                Descrição
              </h3>
              <EditableDescription
                value={card.description}
                draft={descriptionDraft ?? card.description}
                canEdit={canEdit}
                editing={editingDescription}
                onDraftChange={setDescriptionDraft}
                onStart={() => setDescriptionDraft(card.description)}
                onCommit={commitDescription}
                onCancel={() => setDescriptionDraft(null)}
              />
            </section>
            <CardComments cardId={card.id} canComment={canComment} />
          </div>

          <aside className="space-y-5 text-sm">
            <div className="space-y-1.5">
              {canEdit && members.length > 0 ? (
                <>
                  <Label htmlFor="card-detail-assignee">Responsável</Label>
                  <Select
                    id="card-detail-assignee"
                    value={card.assigneeId ?? ''}
                    onChange={(event) => changeAssignee(event.target.value)}
                  >
                    <option value="">Sem responsável</option>
                    {!assigneeIsMember && card.assignee && (
                      <option value={card.assignee.id}>{memberLabel(card.assignee)}</option>
                    )}
                    {members.map((member) => (
                      <option key={member.id} value={member.id}>
                        {memberLabel(member)}
                      </option>
                    ))}
                  </Select>
                </>
              ) : (
                <>
                  <p className="text-sm font-medium text-slate-700">Responsável</p>
                  {card.assignee ? (
                    <p className="flex items-center gap-2 text-slate-700">
                      <MemberAvatar
                        name={card.assignee.name}
                        email={card.assignee.email}
                        avatarUrl={card.assignee.avatarUrl}
                        decorative
                      />
                      {memberLabel(card.assignee)}
                    </p>
                  ) : (
                    <p className="flex items-center gap-2 text-slate-500">
                      <UserRound className="size-4" aria-hidden="true" />
                      Sem responsável
                    </p>
                  )}
                </>
              )}
            </div>

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
              <Button
                variant="danger-ghost"
                size="sm"
                fullWidth
                align="start"
                onClick={() => setConfirmDelete(true)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Excluir cartão
              </Button>
            )}
          </aside>
        </div>

        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Excluir Cartão"
          confirmLabel="Excluir"
          onConfirm={handleDelete}
        >
          Tem certeza que deseja excluir este cartão? Esta ação não pode ser desfeita.
        </ConfirmDialog>
      </DialogContent>
    </Dialog>
  );
}

interface EditableProps {
  value: string;
  draft: string;
  editing: boolean;
  onDraftChange: (draft: string) => void;
  onStart: () => void;
  onCommit: () => void;
  onCancel: () => void;
}

/** Click to edit; Enter or leaving the field saves (unless empty or unchanged), Esc cancels. */
function EditableTitle({
  value,
  draft,
  editing,
  onDraftChange,
  onStart,
  onCommit,
  onCancel,
}: EditableProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onCommit();
    } else if (event.key === 'Escape') {
      onCancel();
    }
  }

  if (editing) {
    return (
      <Textarea
        aria-label="Título do cartão"
        autoFocus
        rows={1}
        maxLength={500}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={onCommit}
        onFocus={(event) => event.currentTarget.select()}
        variant="heading"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={onStart}
      title="Clique para editar o título"
      className="group -mx-2 flex w-[calc(100%+1rem)] items-start gap-2 rounded-lg px-2 py-1 text-left break-words hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="min-w-0 flex-1">{value}</span>
      <Pencil
        className="mt-1.5 size-4 shrink-0 text-slate-400 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        aria-hidden="true"
      />
      <span className="sr-only">(editar título)</span>
    </button>
  );
}

function EditableDescription({
  value,
  draft,
  editing,
  onDraftChange,
  onStart,
  onCommit,
  onCancel,
  canEdit,
}: EditableProps & { canEdit: boolean }) {
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') onCancel();
    else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onCommit();
    }
  }

  if (editing) {
    return (
      <div className="space-y-2">
        <Textarea
          aria-label="Descrição do cartão"
          autoFocus
          rows={6}
          maxLength={10_000}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder="Adicione uma descrição mais detalhada..."
        />
        <div className="flex items-center gap-2">
          <Button size="sm" onClick={onCommit}>
            Salvar
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
          <span className="ml-auto hidden text-xs text-slate-500 sm:inline">
            Ctrl + Enter salva · Esc cancela
          </span>
        </div>
      </div>
    );
  }

  if (!canEdit) {
    return (
      <p className="text-sm whitespace-pre-wrap text-slate-700">
        {value || <span className="text-slate-500">Sem descrição.</span>}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={onStart}
      className={cn(
        'block min-h-20 w-full rounded-lg px-3 py-2 text-left text-sm whitespace-pre-wrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-brand-600',
        value
          ? 'text-slate-700 hover:bg-slate-50'
          : 'bg-slate-100 text-slate-600 hover:bg-slate-200/70',
      )}
    >
      <span className="sr-only">Editar descrição: </span>
      {value || 'Adicione uma descrição mais detalhada...'}
    </button>
  );
}
