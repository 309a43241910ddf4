import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useImportTrelloBoard, usePreviewTrelloImport } from '../api/import-trello-board';
import {
  exportFileRefusal,
  importErrorMessage,
  MAX_IMPORT_SIZE_LABEL,
} from '../logic/import-refusals';
import { ImportPreview } from './import-preview';

/** A refusal (4xx) stays one whatever is retried; anything else may pass the next time. */
const retryable = (error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export interface ImportTrelloDialogProps {
  workspaceId: string;
  onClose: () => void;
}

/**
 * 'Importar do Trello' (issue #24): a board's JSON export is read, previewed by the API without
 * writing anything, and imported as a new board of the workspace once confirmed.
 */
export function ImportTrelloDialog({ workspaceId, onClose }: ImportTrelloDialogProps) {
  const navigate = useNavigate();
  const preview = usePreviewTrelloImport(workspaceId);
  const importBoard = useImportTrelloBoard(workspaceId);
  // The file's text, kept through any error so the preview or the import can be asked again.
  const [exportText, setExportText] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // A file chosen while another is still being read wins.
  const chosen = useRef<File | null>(null);
  const importing = importBoard.isPending;
  const report = preview.data?.report;
  const loading = reading || preview.isPending;
  const previewError =
    preview.error && importErrorMessage(preview.error, 'Não foi possível conferir o arquivo.');

  async function choose(file: File | undefined) {
    chosen.current = file ?? null;
    preview.reset();
    importBoard.reset();
    setRefusal(null);
    setExportText(null);
    setReading(false);
    if (!file) return;
    const tooBig = exportFileRefusal(file.size);
    if (tooBig) {
      setRefusal(tooBig);
      return;
    }
    setReading(true);
    const text = await file.text().catch(() => null);
    if (chosen.current !== file) return;
    setReading(false);
    if (text === null) {
      setRefusal('Não foi possível ler o arquivo. Escolha-o de novo.');
      return;
    }
    setExportText(text);
    preview.mutate(text);
  }

  function confirm() {
    if (exportText === null) return;
    importBoard.mutate(exportText, {
      onSuccess: ({ board, report: imported }) => {
        toast.message(`Quadro "${imported.boardName}" importado do Trello`);
        onClose();
        void navigate(paths.board(board.id));
      },
    });
  }

  return (
    // The board is being written: the dialog stays until it can open it.
    <Dialog open onOpenChange={(open) => !open && !importing && onClose()}>
      <DialogContent
        title="Importar do Trello"
        description="Traga um quadro do Trello com listas, cartões, etiquetas, checklists e comentários. Nada é gravado antes de você confirmar."
      >
        <div className="space-y-4">
          <Field
            id="trello-export-file"
            label="Arquivo JSON do Trello"
            hint={`No Trello: Menu → Imprimir e exportar → Exportar como JSON. Até ${MAX_IMPORT_SIZE_LABEL}.`}
          >
            {({ id, 'aria-describedby': describedBy }) => (
              <input
                id={id}
                type="file"
                accept=".json,application/json"
                aria-describedby={describedBy}
                disabled={importing}
                onChange={(event) => void choose(event.currentTarget.files?.[0])}
                className="block w-full rounded-lg text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-medium file:text-slate-700 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
              />
            )}
          </Field>
          {/* Always there, so a screen reader hears the preview arrive as well as the wait. */}
          <p
            role="status"
            className={cn('flex items-center gap-2 text-sm text-slate-600', !loading && 'sr-only')}
          >
            {loading && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {loading ? 'Lendo o arquivo…' : report && `Prévia pronta: ${report.boardName}.`}
          </p>
          {refusal && <Alert tone="error">{refusal}</Alert>}
          {previewError &&
            (retryable(preview.error) && exportText !== null ? (
              <RetryAlert
                message={previewError}
                retrying={false}
                onRetry={() => preview.mutate(exportText)}
              />
            ) : (
              <Alert tone="error">{previewError}</Alert>
            ))}
          {report && <ImportPreview report={report} />}
          {importBoard.error && (
            <Alert tone="error">
              {importErrorMessage(importBoard.error, 'Não foi possível importar o quadro.')}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={importing}>
                Cancelar
              </Button>
            </DialogClose>
            <Button disabled={!report} pending={importing} onClick={confirm}>
              Importar quadro
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
