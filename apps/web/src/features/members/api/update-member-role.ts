import type { Role, Workspace } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type AssignableRole = Exclude<Role, 'owner'>;

export interface UpdateMemberRoleInput {
  userId: string;
  role: AssignableRole;
}

export const updateMemberRole = (workspaceId: string, { userId, role }: UpdateMemberRoleInput) =>
  http.patch<void>(
    `/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(userId)}`,
    { role },
  );

/** Applied at once in the workspace cache, rolled back when the server refuses (spec §6). */
export function useUpdateMemberRole(workspaceId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.workspace(workspaceId);
  return useMutation({
    mutationFn: (input: UpdateMemberRoleInput) => updateMemberRole(workspaceId, input),
    onMutate: async ({ userId, role }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Workspace>(key);
      if (previous)
        queryClient.setQueryData<Workspace>(key, {
          ...previous,
          members: previous.members.map((member) =>
            member.id === userId ? { ...member, role } : member,
          ),
        });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
