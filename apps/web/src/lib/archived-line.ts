import type { ArchivedItem } from '@quadro/contracts';
import { formatRelativeTime } from './relative-time';

/**
 * 'Arquivado por Ana há 5 minutos', 'Arquivado por Ana em 12 de nov. de 2026'; without a name
 * once its author's account is gone. `participle` agrees with the item ('Arquivada' for a list).
 */
export function archivedLine(
  { archivedAt, archivedBy }: Pick<ArchivedItem, 'archivedAt' | 'archivedBy'>,
  now: number,
  participle: 'Arquivado' | 'Arquivada' = 'Arquivado',
): string {
  const when = formatRelativeTime(archivedAt, now);
  const at = /^(há|agora)/.test(when) ? when : `em ${when}`;
  return archivedBy ? `${participle} por ${archivedBy} ${at}` : `${participle} ${at}`;
}
