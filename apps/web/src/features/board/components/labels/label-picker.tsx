import { LABEL_COLORS, type Label } from '@quadro/contracts';
import { ArrowLeft, X } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { Button } from '../../../../components/ui/button';
import { useCreateLabel } from '../../api/create-label';
import { useDeleteLabel } from '../../api/delete-label';
import { useSetCardLabel } from '../../api/set-card-label';
import { useUpdateLabel } from '../../api/update-label';
import { labelName } from '../../logic/label-name';
import { AnchoredPopover } from '../anchored-popover';
import { LabelForm, type LabelValues } from './label-form';
import { LabelOptions } from './label-options';

export interface LabelPickerProps {
  id: string;
  boardId: string;
  cardId: string;
  labels: readonly Label[];
  /** The labels on the card. */
  selected: readonly string[];
  /** The button that opened it: the focus goes back there. */
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
}

type View =
  | { kind: 'list' }
  | { kind: 'create'; name: string }
  | { kind: 'edit'; label: Label }
  | { kind: 'delete'; label: Label };

const TITLES: Record<View['kind'], string> = {
  list: 'Etiquetas',
  create: 'Criar etiqueta',
  edit: 'Editar etiqueta',
  delete: 'Excluir etiqueta?',
};

/** A new label's colour: the first the board does not use yet. */
const unusedColor = (labels: readonly Label[]) =>
  LABEL_COLORS.find((color) => !labels.some((label) => label.color === color)) ?? 'green';

/**
 * The card's labels, in a popover beside its button: put on and take off at once, search,
 * create (put on the card as well), edit and delete (confirmed) the board's labels. Esc goes back
 * a step, then closes; closing returns the focus to the button. A press outside closes it too.
 */
export function LabelPicker({
  id,
  boardId,
  cardId,
  labels,
  selected,
  anchor,
  onClose,
}: LabelPickerProps) {
  const titleId = useId();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [query, setQuery] = useState('');
  const setCardLabel = useSetCardLabel(boardId, cardId);
  const createLabel = useCreateLabel(boardId);
  const updateLabel = useUpdateLabel(boardId);
  const deleteLabel = useDeleteLabel(boardId);

  function close() {
    onClose();
    anchor.current?.focus();
  }

  function create(values: LabelValues) {
    // Put on the card even if the picker was closed while the label was being created.
    void createLabel.mutateAsync(values).then(
      ({ answer: { label } }) => {
        setCardLabel.mutate({ labelId: label.id, on: true });
        setQuery('');
        setView({ kind: 'list' });
      },
      // Told by the mutation; the form keeps what was typed.
      () => undefined,
    );
  }

  function save(label: Label, values: LabelValues) {
    const changes = {
      ...(values.name !== label.name && { name: values.name }),
      ...(values.color !== label.color && { color: values.color }),
    };
    if (Object.keys(changes).length > 0) updateLabel.mutate({ labelId: label.id, changes });
    setView({ kind: 'list' });
  }

  function remove(label: Label) {
    deleteLabel.mutate(label.id);
    setView({ kind: 'list' });
  }

  return (
    <AnchoredPopover
      id={id}
      titleId={titleId}
      anchor={anchor}
      onEscape={() => (view.kind === 'list' ? close() : setView({ kind: 'list' }))}
      onClose={onClose}
      className="left-0 mt-2"
    >
      <div className="mb-2 flex items-center gap-1">
        {view.kind !== 'list' && (
          <button
            type="button"
            aria-label="Voltar"
            onClick={() => setView({ kind: 'list' })}
            className="flex size-7 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
          </button>
        )}
        <h4 id={titleId} className="flex-1 text-center text-sm font-semibold text-slate-700">
          {TITLES[view.kind]}
        </h4>
        <button
          type="button"
          aria-label="Fechar etiquetas"
          onClick={close}
          className="flex size-7 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>

      {view.kind === 'list' && (
        <LabelOptions
          labels={labels}
          selected={selected}
          query={query}
          onQueryChange={setQuery}
          onToggle={(label, on) => setCardLabel.mutate({ labelId: label.id, on })}
          onEdit={(label) => setView({ kind: 'edit', label })}
          onCreate={(name) => setView({ kind: 'create', name })}
        />
      )}
      {view.kind === 'create' && (
        <LabelForm
          initial={{ name: view.name, color: unusedColor(labels) }}
          submitLabel="Criar"
          pending={createLabel.isPending}
          onSubmit={create}
        />
      )}
      {view.kind === 'edit' && (
        <LabelForm
          initial={view.label}
          submitLabel="Salvar"
          onSubmit={(values) => save(view.label, values)}
          onDelete={() => setView({ kind: 'delete', label: view.label })}
        />
      )}
      {view.kind === 'delete' && (
        <div className="space-y-3">
          <p className="text-slate-700">
            A etiqueta <strong className="font-semibold">{labelName(view.label)}</strong> será
            removida de todos os cartões. Esta ação não pode ser desfeita.
          </p>
          <div className="flex gap-2">
            <Button variant="danger" size="sm" onClick={() => remove(view.label)}>
              Excluir
            </Button>
            <Button
              variant="secondary"
              size="sm"
              autoFocus
              onClick={() => setView({ kind: 'edit', label: view.label })}
            >
              Cancelar
            </Button>
          </div>
        </div>
      )}
    </AnchoredPopover>
  );
}
