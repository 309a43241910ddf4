import {
  CATEGORY_LABELS,
  EMAIL_CATEGORIES,
  IN_APP_CATEGORIES,
  type EmailCategory,
  type InAppCategory,
  type NotificationPreferences,
} from '@quadro/contracts';
import { useId, useMemo, type ReactNode } from 'react';
import { AppHeader } from '../../../components/app-header';
import { BackToBoardLink } from '../../../components/back-to-board-link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import type { PreferencesChange } from '../logic/preferences-change';
import { BRAZILIAN_TIME_ZONES, DEFAULT_TIME_ZONE, otherTimeZones } from '../logic/time-zones';

const inApp = (category: EmailCategory): category is InAppCategory =>
  (IN_APP_CATEGORIES as readonly string[]).includes(category);

/** /notificacoes: the time zone of reminders and digest, and what to be told of, where. */
export interface NotificationPreferencesPageProps {
  /** What the route adds to the header beside the way back (the bell). */
  headerActions?: ReactNode;
}

export function NotificationPreferencesPage({ headerActions }: NotificationPreferencesPageProps) {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const save = (change: PreferencesChange) => update.mutate(change);

  return (
    <div className="min-h-dvh bg-slate-50">
      <AppHeader>
        <BackToBoardLink />
        {headerActions}
      </AppHeader>

      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Notificações</h1>
          <p className="mt-1 text-sm text-slate-600">
            Escolha do que você quer saber, no Quadro e por email. Cada mudança é salva na hora.
          </p>
        </div>

        {preferences.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Carregando..." />
          </div>
        ) : preferences.isError ? (
          <RetryAlert
            message="Erro ao carregar preferências de notificação"
            retrying={preferences.isFetching}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <>
            <TimeZoneCard timeZone={preferences.data.timeZone || DEFAULT_TIME_ZONE} onSave={save} />
            <CategoriesCard preferences={preferences.data} onSave={save} />
          </>
        )}
      </main>
    </div>
  );
}

interface SectionProps {
  onSave: (change: PreferencesChange) => void;
}

function TimeZoneCard({ timeZone, onSave }: SectionProps & { timeZone: string }) {
  const id = useId();
  const others = useMemo(() => otherTimeZones(timeZone), [timeZone]);
  return (
    <Card>
      <CardContent className="space-y-1.5">
        <Label htmlFor={id}>Fuso horário</Label>
        <Select
          id={id}
          value={timeZone}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onSave({ timeZone: event.target.value })}
          wrapperClassName="max-w-sm"
        >
          <optgroup label="Brasil">
            {BRAZILIAN_TIME_ZONES.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </optgroup>
          <optgroup label="Outros países">
            {others.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </optgroup>
        </Select>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          Os lembretes de prazo e o resumo diário seguem este fuso.
        </p>
      </CardContent>
    </Card>
  );
}

function CategoriesCard({
  preferences,
  onSave,
}: SectionProps & { preferences: NotificationPreferences }) {
  const id = useId();
  const inAppColumn = `${id}-in-app`;
  const emailColumn = `${id}-email`;
  return (
    <Card>
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          O que avisar
        </h2>
      </CardHeader>
      <CardContent>
        <table aria-labelledby={`${id}-title`} className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th scope="col" className="pb-2 font-medium">
                Notificação
              </th>
              <th
                id={inAppColumn}
                scope="col"
                className="w-16 pb-2 text-center font-medium sm:w-28"
              >
                No Quadro
              </th>
              <th
                id={emailColumn}
                scope="col"
                className="w-16 pb-2 text-center font-medium sm:w-28"
              >
                Por email
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {EMAIL_CATEGORIES.map((category) => {
              const row = `${id}-${category}`;
              return (
                <tr key={category}>
                  <th
                    id={row}
                    scope="row"
                    className="py-3 pr-3 text-left font-normal text-slate-800"
                  >
                    {CATEGORY_LABELS[category]}
                  </th>
                  <td className="py-3 text-center">
                    {inApp(category) ? (
                      <Switch
                        aria-labelledby={`${row} ${inAppColumn}`}
                        checked={preferences.inApp[category]}
                        onCheckedChange={(on) => onSave({ inApp: { [category]: on } })}
                      />
                    ) : (
                      <span className="text-slate-500">
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">Só por email</span>
                      </span>
                    )}
                  </td>
                  <td className="py-3 text-center">
                    <Switch
                      aria-labelledby={`${row} ${emailColumn}`}
                      checked={preferences.email[category]}
                      onCheckedChange={(on) => onSave({ email: { [category]: on } })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
