import type { ImportPreviewResponse, ImportResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, JsonText } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const trelloImportPath = (workspaceId: string) =>
  `/workspaces/${encodeURIComponent(workspaceId)}/imports/trello`;

/** What importing the export would write (`?dryRun=true`): nothing is written. */
export const previewTrelloImport = (workspaceId: string, exportText: string) =>
  http.post<ImportPreviewResponse>(
    `${trelloImportPath(workspaceId)}?dryRun=true`,
    new JsonText(exportText),
  );

/** Writes the export as a new board of the workspace. */
export const importTrelloBoard = (workspaceId: string, exportText: string) =>
  http.post<ImportResponse>(trelloImportPath(workspaceId), new JsonText(exportText));

export function usePreviewTrelloImport(workspaceId: string) {
  return useMutation({
    mutationFn: (exportText: string) => previewTrelloImport(workspaceId, exportText),
  });
}

export function useImportTrelloBoard(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exportText: string) => importTrelloBoard(workspaceId, exportText),
    // A workspace that had no board has a board for `/board` to open now.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.boards(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.defaultBoard(workspaceId) }),
      ]),
  });
}
