import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeferredDropdownMenu } from './deferred-dropdown-menu';
import { DropdownMenuContent, DropdownMenuItem } from './dropdown-menu';

function Items() {
  return (
    <DropdownMenuContent>
      <DropdownMenuItem>Minha conta</DropdownMenuItem>
      <DropdownMenuItem>Sair</DropdownMenuItem>
    </DropdownMenuContent>
  );
}

/** A module of items that arrives when the test says so. */
function deferredItems() {
  let arrive = () => {};
  const arrived = new Promise<{ Items: typeof Items }>((resolve) => {
    arrive = () => resolve({ Items });
  });
  return { loadItems: () => arrived, arrive };
}

function renderMenu(loadItems: () => Promise<{ Items: typeof Items }>) {
  render(
    <DeferredDropdownMenu
      loadItems={loadItems}
      trigger={{ className: 'rounded-lg', children: <span>Menu do usuário</span> }}
    >
      {(items) => <items.Items />}
    </DeferredDropdownMenu>,
  );
  return screen.getByRole('button', { name: 'Menu do usuário' });
}

describe('DeferredDropdownMenu', () => {
  it('draws the trigger at once as a closed menu button', () => {
    const trigger = renderMenu(deferredItems().loadItems);
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveClass('rounded-lg');
  });

  it('opens on a click that came before the menu loaded, and gives the focus back', async () => {
    const user = userEvent.setup();
    const { loadItems, arrive } = deferredItems();
    await user.click(renderMenu(loadItems));
    expect(screen.queryByRole('menu')).toBeNull();

    arrive();
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Menu do usuário' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('opens on a key pressed before the menu loaded, with the first item focused', async () => {
    const user = userEvent.setup();
    const { loadItems, arrive } = deferredItems();
    const trigger = renderMenu(loadItems);
    trigger.focus();
    await user.keyboard('{Enter}');
    arrive();
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Minha conta' })).toHaveFocus(),
    );
  });

  it('keeps the plain trigger when the code cannot load, and tries again on the next press', async () => {
    const user = userEvent.setup();
    let online = false;
    let attempts = 0;
    const loadItems = () => {
      attempts += 1;
      return online ? Promise.resolve({ Items }) : Promise.reject(new Error('offline'));
    };
    await user.click(renderMenu(loadItems));
    // One attempt on hover, one on the press.
    await waitFor(() => expect(attempts).toBe(2));
    expect(screen.queryByRole('menu')).toBeNull();

    online = true;
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
  });
});
