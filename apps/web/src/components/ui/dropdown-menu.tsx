import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Not modal: a modal menu hides the rest of the page with aria-hidden while its controls stay
 * focusable. Esc, a click outside and Tab still close it.
 */
export function DropdownMenu(props: Omit<ComponentProps<typeof Menu.Root>, 'modal'>) {
  return <Menu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'start',
  ...props
}: ComponentProps<typeof Menu.Content>) {
  // Rendered in place (not portalled to <body>), so the open menu stays inside the header's
  // landmark; the popper positions it as fixed, so no ancestor clips it.
  return (
    <Menu.Content
      sideOffset={sideOffset}
      align={align}
      collisionPadding={8}
      className={cn(
        'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 overflow-y-auto',
        'rounded-xl border border-slate-200 bg-white p-1.5 text-sm text-slate-700 shadow-lg shadow-slate-900/10',
        className,
      )}
      {...props}
    />
  );
}

const itemClass = cn(
  'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 outline-none select-none',
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
);

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cn(itemClass, className)} {...props} />;
}

export const DropdownMenuRadioGroup = Menu.RadioGroup;

/** One choice of a `DropdownMenuRadioGroup` (role menuitemradio, aria-checked), checked by mark. */
export function DropdownMenuRadioItem({
  children,
  className,
  ...props
}: ComponentProps<typeof Menu.RadioItem> & { children: ReactNode }) {
  return (
    <Menu.RadioItem className={cn(itemClass, className)} {...props}>
      <span className="flex size-4 shrink-0 items-center justify-center" aria-hidden="true">
        <Menu.ItemIndicator>
          <Check className="size-4 text-brand-600" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={cn(
        'px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('my-1.5 h-px bg-slate-100', className)} {...props} />;
}
