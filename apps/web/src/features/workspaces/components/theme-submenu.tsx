import { THEME_IDS, type ThemeId } from '@quadro/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronRight, Palette } from 'lucide-react';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { allThemes, getTheme, type Theme } from '../../../themes/palettes';

const isThemeId = (value: string): value is ThemeId =>
  (THEME_IDS as readonly string[]).includes(value);

/** The theme's canvas with its accent and its first two list colours. */
function ThemeSwatch({ theme }: { theme: Theme }) {
  const { palette } = theme;
  return (
    <span
      aria-hidden="true"
      className="flex size-5 shrink-0 items-center justify-center gap-px rounded-md ring-1 ring-slate-900/15"
      style={{ backgroundColor: palette.background }}
    >
      {[palette.accent, palette.list.yellow, palette.list.green].map((color, index) => (
        <span key={index} className="h-2.5 w-1 rounded-full" style={{ backgroundColor: color }} />
      ))}
    </span>
  );
}

export interface ThemeSubmenuProps {
  value: ThemeId;
  onChange: (theme: ThemeId) => void;
}

/**
 * 'Tema' in the workspace menu (owner/admin): the 15 themes, the current one checked. A choice
 * applies at once and the submenu stays open, so themes can be tried one after another.
 */
export function ThemeSubmenu({ value, onChange }: ThemeSubmenuProps) {
  return (
    <Menu.Sub>
      <Menu.SubTrigger
        className={cn(
          'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 outline-none select-none',
          'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[state=open]:bg-slate-100',
        )}
      >
        <Palette className="size-4 text-slate-500" aria-hidden="true" />
        <span className="flex-1">Tema</span>
        <span className="truncate text-xs text-slate-600">{getTheme(value).name}</span>
        <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      </Menu.SubTrigger>
      {/* In place like the menu itself (see DropdownMenuContent), with the same look. */}
      <Menu.SubContent
        sideOffset={6}
        collisionPadding={8}
        className={cn(
          'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-60 overflow-y-auto',
          'rounded-xl border border-slate-200 bg-white p-1.5 text-sm text-slate-700 shadow-lg shadow-slate-900/10',
        )}
      >
        <DropdownMenuLabel>Tema do workspace</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-label="Tema do workspace"
          value={value}
          onValueChange={(next) => {
            if (isThemeId(next) && next !== value) onChange(next);
          }}
        >
          {allThemes().map((theme) => (
            <DropdownMenuRadioItem
              key={theme.id}
              value={theme.id}
              onSelect={(event) => event.preventDefault()}
            >
              <ThemeSwatch theme={theme} />
              <span className="min-w-0 flex-1 truncate">{theme.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </Menu.SubContent>
    </Menu.Sub>
  );
}
