import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type * as DropdownMenuModule from './dropdown-menu';

/** The keys that open a Radix dropdown menu from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

interface Loaded<T> {
  menu: typeof DropdownMenuModule;
  items: T;
}

type Opening = { by: 'pointer' } | { by: 'key'; key: string };

const loadedMenus = new Map<unknown, Loaded<unknown>>();

function loadMenu<T>(loadItems: () => Promise<T>): Promise<Loaded<T>> {
  return Promise.all([import('./dropdown-menu'), loadItems()]).then(([menu, items]) => {
    const loaded = { menu, items };
    loadedMenus.set(loadItems, loaded);
    return loaded;
  });
}

export interface DeferredDropdownMenuProps<T> {
  /** The module of the menu's items; keep the function stable (module scope). */
  loadItems: () => Promise<T>;
  /** The trigger's look, content and name, the same before and after the menu's code loads. */
  trigger: Pick<ComponentProps<'button'>, 'className' | 'children' | 'aria-label' | 'title'>;
  /** The menu's `DropdownMenuContent`, drawn with the loaded items module. */
  children: (items: T) => ReactNode;
}

/**
 * A dropdown menu whose code (Radix, its positioning and the items) loads when it is first
 * wanted: hovering or focusing the trigger fetches it, and a press that comes before it arrives
 * opens the menu once it has. Until then the trigger is a plain button with the menu trigger's
 * role, name and state.
 */
export function DeferredDropdownMenu<T>({
  loadItems,
  trigger,
  children,
}: DeferredDropdownMenuProps<T>) {
  const [loaded, setLoaded] = useState(() => loadedMenus.get(loadItems) as Loaded<T> | undefined);
  const [opening, setOpening] = useState<Opening | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // A key is pressed again on the real trigger rather than opening the menu by default, so Radix
  // sees the keyboard in use and focuses the first item, as with a key on its own trigger.
  const replayedKey = loaded && opening?.by === 'key' ? opening.key : null;
  useEffect(() => {
    const element = triggerRef.current;
    if (!replayedKey || !element) return;
    element.focus();
    element.dispatchEvent(
      new KeyboardEvent('keydown', { key: replayedKey, bubbles: true, cancelable: true }),
    );
  }, [replayedKey]);

  if (loaded && opening) {
    const { DropdownMenu, DropdownMenuTrigger } = loaded.menu;
    return (
      <DropdownMenu defaultOpen={opening.by === 'pointer'}>
        <DropdownMenuTrigger ref={triggerRef} {...trigger} />
        {children(loaded.items)}
      </DropdownMenu>
    );
  }

  const load = () => loadMenu(loadItems).then(setLoaded);
  // A failed load leaves the plain trigger; the next hover or press tries again.
  const prefetch = () => {
    if (!loaded) load().catch(() => undefined);
  };
  const open = (how: Opening) => {
    setOpening(how);
    if (!loaded) load().catch(() => setOpening(null));
  };

  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the focus goes to the menu, not to the trigger.
        event.preventDefault();
        open({ by: 'pointer' });
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        open({ by: 'key', key: event.key });
      }}
    />
  );
}
