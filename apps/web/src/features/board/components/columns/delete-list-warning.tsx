export interface DeleteListWarningProps {
  name: string;
  /** The cards that go with it, when known. */
  cardCount?: number | undefined;
}

/** The spec's words before a list is deleted for good, wherever 'Excluir lista' is offered. */
export function DeleteListWarning({ name, cardCount }: DeleteListWarningProps) {
  return (
    <>
      A lista <strong className="font-semibold">{name}</strong> e todos os seus cartões
      {cardCount ? ` (${cardCount})` : ''} serão excluídos permanentemente. Esta ação não pode ser
      desfeita.
    </>
  );
}
