import { Ellipsis } from 'lucide-react';
import { DeferredDropdownMenu } from '../../../../components/ui/deferred-dropdown-menu';

const loadItems = () => import('./list-menu-items');

export interface ListMenuProps {
  listName: string;
  hasCards: boolean;
  /** Present for who may archive lists (and the board keeps another). */
  onArchiveList?: (() => void) | undefined;
  /** Present for who may archive cards. */
  onArchiveCards?: (() => void) | undefined;
}

/** The column's '…' menu: archiving the list, or all of its cards. */
export function ListMenu({ listName, hasCards, onArchiveList, onArchiveCards }: ListMenuProps) {
  if (!onArchiveList && !onArchiveCards) return null;
  return (
    <DeferredDropdownMenu
      loadItems={loadItems}
      trigger={{
        'aria-label': `Ações da lista ${listName}`,
        className:
          'flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-300/50 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-300/50',
        children: <Ellipsis className="size-4" aria-hidden="true" />,
      }}
    >
      {({ ListMenuItems }) => (
        <ListMenuItems
          hasCards={hasCards}
          onArchiveList={onArchiveList}
          // The confirmation opens once the menu has closed and handed the focus back.
          onArchiveCards={onArchiveCards && (() => window.setTimeout(onArchiveCards, 0))}
        />
      )}
    </DeferredDropdownMenu>
  );
}
