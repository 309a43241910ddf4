import { ROLES, type Role } from '@quadro/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoardActions } from './board-actions';

function renderActions(role: Role | undefined, ownerPlanActive = true) {
  const access = role && { role, ownerPlanActive };
  render(<BoardActions access={access} onNewCard={() => {}} onNewList={() => {}} />);
  return {
    newCard: screen.queryByRole('button', { name: '+ Nova Tarefa' }),
    newList: screen.queryByRole('button', { name: '+ Nova Lista' }),
  };
}

describe('BoardActions', () => {
  const expected: Record<Role, { card: boolean; list: boolean }> = {
    owner: { card: true, list: true },
    admin: { card: true, list: true },
    member: { card: true, list: false },
    read_only: { card: false, list: false },
  };

  it.each(ROLES)('shows what %s may do', (role) => {
    const { newCard, newList } = renderActions(role);
    expect(Boolean(newCard)).toBe(expected[role].card);
    expect(Boolean(newList)).toBe(expected[role].list);
  });

  it.each(ROLES)("shows %s nothing to add once the owner's plan is over", (role) => {
    const { newCard, newList } = renderActions(role, false);
    expect(newCard).toBeNull();
    expect(newList).toBeNull();
  });

  it('shows nothing until the role is known', () => {
    const { newCard, newList } = renderActions(undefined);
    expect(newCard).toBeNull();
    expect(newList).toBeNull();
  });
});
