import { http } from '../../../lib/http';

export interface AcceptInviteResponse {
  success: boolean;
  workspaceId: string;
}

export const acceptInvite = (token: string) =>
  http.post<AcceptInviteResponse>(`/workspaces/invite/accept/${encodeURIComponent(token)}`);
