import type { Member } from '@quadro/contracts';
import { formatRelativeTime } from '../../../lib/relative-time';

/** 'Online', or 'Visto por último há 5 minutos' / 'agora mesmo' / 'em 12 de nov. de 2026'. */
export function presenceLabel(member: Pick<Member, 'isOnline' | 'lastSeen'>, now = Date.now()) {
  if (member.isOnline) return 'Online';
  if (!member.lastSeen) return 'Offline';
  const relative = formatRelativeTime(member.lastSeen, now);
  if (!relative) return 'Offline';
  const needsPreposition = !relative.startsWith('há') && relative !== 'agora mesmo';
  return `Visto por último ${needsPreposition ? 'em ' : ''}${relative}`;
}
