import type { Notification } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import type { NotificationPages } from '../api/get-notifications';
import { markRead, unreadCountOf } from './mark-read';

const READ_AT = '2026-12-01T12:00:00.000Z';

const notification = (id: string, readAt: string | null = null): Notification => ({
  id,
  kind: 'assigned',
  createdAt: '2026-12-01T10:00:00.000Z',
  readAt,
  actor: null,
  card: { id: `card-${id}`, title: id, boardId: 'board' },
  item: null,
  workspaceId: 'ws',
});

/** Two pages: a (unread), b (read earlier); c (unread); 5 unread on the server in all. */
const pages = (): NotificationPages => ({
  pages: [
    {
      notifications: [notification('a'), notification('b', '2026-11-30T00:00:00.000Z')],
      unreadCount: 5,
      nextCursor: 'b',
    },
    { notifications: [notification('c')], unreadCount: 5, nextCursor: null },
  ],
  pageParams: [null, 'b'],
});

describe('markRead', () => {
  it('reads the given ones, counting only those that were unread', () => {
    const read = markRead(pages(), new Set(['a', 'b']), READ_AT);
    const [first, second] = read.pages;
    expect(first?.notifications.map((n) => n.readAt)).toEqual([
      READ_AT,
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(second?.notifications[0]?.readAt).toBeNull();
    expect(unreadCountOf(read)).toBe(4);
  });

  it('reads every one, and the count goes to zero beyond the loaded pages', () => {
    const read = markRead(pages(), null, READ_AT);
    expect(read.pages.flatMap((page) => page.notifications).every((n) => n.readAt)).toBe(true);
    expect(unreadCountOf(read)).toBe(0);
  });

  it('counts nothing before the first answer', () => {
    expect(unreadCountOf(undefined)).toBe(0);
  });
});
