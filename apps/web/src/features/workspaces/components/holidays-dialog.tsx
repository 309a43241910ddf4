import {
  allows,
  can,
  isRegion,
  MAX_CALENDAR_YEAR,
  MIN_CALENDAR_YEAR,
  REGIONS,
  type WorkspaceSummary,
} from '@quadro/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/http';
import { useUpdateWorkspaceRegion } from '../api/update-workspace-region';
import { AddHolidayForm } from './add-holiday-form';
import { HolidayList } from './holiday-list';

/** Where the holidays come from: Brazil, or Brazil and a state; saved as soon as it is chosen. */
function RegionField({ workspace, editable }: { workspace: WorkspaceSummary; editable: boolean }) {
  const updateRegion = useUpdateWorkspaceRegion(workspace.id);
  const [error, setError] = useState<string | null>(null);
  const shown = updateRegion.isPending ? updateRegion.variables : workspace.region;
  return (
    <div className="space-y-2">
      {error && <Alert tone="error">{error}</Alert>}
      <Field
        id="holidays-region"
        label="Região"
        hint="Os feriados nacionais valem sempre; os estaduais, os do estado escolhido."
      >
        {(control) => (
          <Select
            {...control}
            value={shown}
            disabled={!editable || updateRegion.isPending}
            aria-busy={updateRegion.isPending || undefined}
            onChange={(event) => {
              const region = event.target.value;
              if (!isRegion(region)) return;
              setError(null);
              updateRegion.mutate(region, {
                onError: (failure) =>
                  setError(errorMessage(failure, 'Erro ao alterar a região do workspace')),
              });
            }}
          >
            {REGIONS.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

function YearPicker({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="ghost"
        size="sm"
        aria-label="Ano anterior"
        disabled={year <= MIN_CALENDAR_YEAR}
        onClick={() => onChange(year - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <h3 className="text-base font-semibold text-slate-900" aria-live="polite">
        Feriados de {year}
      </h3>
      <Button
        variant="ghost"
        size="sm"
        aria-label="Próximo ano"
        disabled={year >= MAX_CALENDAR_YEAR}
        onClick={() => onChange(year + 1)}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

export interface HolidaysDialogProps {
  workspace: WorkspaceSummary;
  onClose: () => void;
}

/**
 * The workspace's days off, year by year: its region's holidays (pontos facultativos marked, they
 * count as business days) and its own days. Owners and admins choose the region and add or remove
 * days while the owner's plan runs; everyone else reads.
 */
export function HolidaysDialog({ workspace, onClose }: HolidaysDialogProps) {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const editable = allows(workspace, 'workspace:calendar');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Feriados e dias sem expediente"
        description="Dias que não contam como dias úteis nos prazos deste workspace."
      >
        <div className="space-y-5">
          {can(workspace.role, 'workspace:calendar') && !editable && (
            <Alert tone="warning">
              Este workspace está somente leitura: o período de teste ou o plano do proprietário
              terminou.
            </Alert>
          )}
          <RegionField workspace={workspace} editable={editable} />
          {editable && (
            <AddHolidayForm
              workspaceId={workspace.id}
              onAdded={(date) => setYear(Number(date.slice(0, 4)))}
            />
          )}
          <section className="space-y-2" aria-label="Feriados do ano">
            <YearPicker year={year} onChange={setYear} />
            <HolidayList workspaceId={workspace.id} year={year} editable={editable} />
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
