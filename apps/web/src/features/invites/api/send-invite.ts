import type { InviteRequest, SentInviteResponse } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const sendInvite = (workspaceId: string, body: InviteRequest) =>
  http.post<SentInviteResponse>(`/workspaces/${encodeURIComponent(workspaceId)}/invite`, body);

export function useSendInvite(workspaceId: string) {
  return useMutation({ mutationFn: (body: InviteRequest) => sendInvite(workspaceId, body) });
}
