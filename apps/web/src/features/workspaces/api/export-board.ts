import type { EXPORT_FORMATS } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, http } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';

export type BoardExportFormat = (typeof EXPORT_FORMATS)[number];

/** The board whole (docs/export-format.md): JSON, or a CSV of its cards for a spreadsheet. */
export const exportBoard = (boardId: string, format: BoardExportFormat) =>
  http.download(`/boards/${encodeURIComponent(boardId)}/export?format=${format}`);

/** One toast follows an export from the wait to the file or the failure. */
const EXPORT_TOAST = 'board-export';

/** Downloads the board as a file named as the API names it (the board's name). */
export function useExportBoard(boardId: string) {
  return useMutation({
    mutationFn: async (format: BoardExportFormat) => {
      const { blob, filename } = await exportBoard(boardId, format);
      const name = filename ?? `quadro.${format}`;
      saveFile(blob, name);
      return name;
    },
    onMutate: () => toast.loading('Exportando o quadro…', { id: EXPORT_TOAST }),
    onSuccess: (name) => toast.message(`Quadro exportado: ${name}`, { id: EXPORT_TOAST }),
    onError: (error) =>
      toast.error(errorMessage(error, 'Não foi possível exportar o quadro. Tente de novo.'), {
        id: EXPORT_TOAST,
      }),
  });
}
