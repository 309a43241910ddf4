import type { AcceptInviteResponse } from '@quadro/contracts';
import { http } from '../../../lib/http';

export const acceptInvite = (token: string) =>
  http.post<AcceptInviteResponse>(`/workspaces/invite/accept/${encodeURIComponent(token)}`);
