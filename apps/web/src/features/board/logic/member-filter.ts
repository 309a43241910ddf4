import type { Card, Member } from '@quadro/contracts';

/** 'all', 'unassigned', or a member's id. */
export type MemberFilter = 'all' | 'unassigned' | (string & {});

export function cardMatchesFilter(card: Pick<Card, 'assigneeId'>, filter: MemberFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unassigned') return card.assigneeId === null;
  return card.assigneeId === filter;
}

/** Members the filter and the assignee select may offer: with an id and a name or e-mail. */
export function selectableMembers(members: readonly Member[] | undefined): Member[] {
  return (members ?? []).filter(
    (member) => Boolean(member.id) && Boolean(member.name.trim() || member.email.trim()),
  );
}

export function memberLabel(member: Pick<Member, 'name' | 'email'>): string {
  return member.name.trim() || member.email;
}
