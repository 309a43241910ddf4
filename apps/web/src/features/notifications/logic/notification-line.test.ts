import type { Notification } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { notificationLine } from './notification-line';

const notification = (fields: Partial<Notification>): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'assigned',
  createdAt: '2026-12-01T10:00:00.000Z',
  readAt: null,
  actor: { id: '00000000-0000-4000-8000-000000000002', name: 'Ana Souza', avatarUrl: null },
  card: { id: '00000000-0000-4000-8000-000000000003', title: 'Evento', boardId: 'b' },
  item: null,
  workspaceId: 'ws',
  ...fields,
});

describe('notificationLine', () => {
  it('names the card, or the checklist item of the card', () => {
    expect(notificationLine(notification({}))).toBe('Ana Souza atribuiu a você o cartão "Evento"');
    const item = { id: '00000000-0000-4000-8000-000000000004', text: 'Reservar sala' };
    expect(notificationLine(notification({ item }))).toBe(
      'Ana Souza atribuiu a você o item "Reservar sala" do cartão "Evento"',
    );
    expect(notificationLine(notification({ kind: 'overdue', actor: null, item }))).toBe(
      'O item "Reservar sala" do cartão "Evento" está atrasado',
    );
  });
});
