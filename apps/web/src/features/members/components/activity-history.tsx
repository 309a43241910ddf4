import { ACTIVITY_FILTER_TYPES, type ActivityFilterType } from '@quadro/contracts';
import { useId, useState } from 'react';
import { LoadMore } from '../../../components/load-more';
import { Alert } from '../../../components/ui/alert';
import { Select } from '../../../components/ui/select';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useActivities } from '../api/get-activities';
import { activityAuthor, activitySentence } from '../logic/activity-sentence';

const FILTER_LABELS: Record<ActivityFilterType, string> = {
  card: 'Cartões',
  list: 'Listas',
  member: 'Membros',
  board: 'Quadros',
  label: 'Etiquetas',
  checklist: 'Checklists',
  archive: 'Arquivamentos',
};

/** The workspace's activity, newest first, filtered by kind, one page at a time. */
export function ActivityHistory({ workspaceId }: { workspaceId: string }) {
  const filterId = useId();
  const [filter, setFilter] = useState<ActivityFilterType | null>(null);
  const query = useActivities(workspaceId, filter);
  const activities = query.data?.pages.flatMap((page) => page.activities) ?? [];

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          Filtrar
        </label>
        <Select
          id={filterId}
          size="sm"
          wrapperClassName="flex-1"
          value={filter ?? ''}
          onChange={(event) => setFilter((event.target.value || null) as ActivityFilterType | null)}
        >
          <option value="">Todos</option>
          {ACTIVITY_FILTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {FILTER_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>

      {query.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-slate-600">
          Carregando...
        </p>
      ) : query.isError && activities.length === 0 ? (
        <Alert tone="error">
          Erro ao carregar o histórico.{' '}
          <button
            type="button"
            className="font-medium underline"
            onClick={() => void query.refetch()}
          >
            Tentar novamente
          </button>
        </Alert>
      ) : activities.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">Nenhuma atividade ainda.</p>
      ) : (
        <ol className="divide-y divide-slate-200" aria-label="Atividades">
          {activities.map((activity) => (
            <li key={activity.id} className="py-2.5 text-sm">
              <p className="text-slate-800">
                <span className="font-medium text-slate-900">{activityAuthor(activity)}</span>{' '}
                {activitySentence(activity)}
              </p>
              <time dateTime={activity.createdAt} className="text-xs text-slate-600">
                {formatRelativeTime(activity.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}

      <LoadMore pages={query} error="Erro ao carregar mais atividades." />
    </div>
  );
}
