import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

export interface Tab<T extends string> {
  id: T;
  label: string;
}

export interface TabListProps<T extends string> {
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Prefix of the tabs' and panels' ids (`useId()`), shared with `tabPanelProps`. */
  idBase: string;
  'aria-label': string;
  className?: string;
}

const tabId = (idBase: string, tab: string) => `${idBase}-tab-${tab}`;
const panelId = (idBase: string, tab: string) => `${idBase}-panel-${tab}`;

/** The attributes of the panel showing the selected tab. */
export const tabPanelProps = (idBase: string, selected: string) => ({
  role: 'tabpanel',
  id: panelId(idBase, selected),
  'aria-labelledby': tabId(idBase, selected),
  tabIndex: 0,
});

/** WAI-ARIA tabs: arrows move between tabs (wrapping), Home/End jump to the ends. */
export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  idBase,
  className,
  ...props
}: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={props['aria-label']}
      className={cn('flex gap-1 border-b border-slate-200', className)}
      onKeyDown={handleKeyDown}
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idBase, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
              isSelected
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
