import type { DeleteAccountRequest } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * 'Excluir minha conta': the account, its sessions, its solo workspaces and its plan go; refused
 * (409) while it owns a workspace others use, and (403) without the right password.
 */
export const deleteAccount = (body: DeleteAccountRequest) =>
  http.delete<void>('/users/me', { body });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
