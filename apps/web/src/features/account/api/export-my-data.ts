import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';

/** 'Exportar meus dados' (LGPD): everything Quadro holds about the caller, as one JSON file. */
export const exportMyData = () => http.download('/users/me/export');

/** Downloads the caller's data as the API names the file; answers that name. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await exportMyData();
      const name = filename ?? 'meus-dados-quadro.json';
      saveFile(blob, name);
      return name;
    },
  });
}
