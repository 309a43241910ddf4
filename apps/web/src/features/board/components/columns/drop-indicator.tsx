/** Where a card dragged from another list would land: before a card, or at the end. */
export type DropLine = { beforeCardId: string } | 'end' | null;

export function DropIndicator() {
  return (
    <li aria-hidden="true" className="list-none">
      <div className="h-1 rounded-full bg-brand-500 shadow-[0_0_0_3px] shadow-brand-500/20" />
    </li>
  );
}
