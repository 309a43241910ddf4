import { allows, can, ROLE_LABELS, type Member, type WorkspaceAccess } from '@quadro/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/http';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole, type AssignableRole } from '../api/update-member-role';
import { presenceLabel } from '../logic/last-seen';
import { assignableRoles, canManageMember } from '../logic/member-rights';
import { MemberAvatar } from '../../../components/member-avatar';

export interface MemberListProps {
  workspaceId: string;
  members: readonly Member[];
  /** The caller's role in the workspace, and whether its owner's plan allows changes. */
  access: WorkspaceAccess;
  currentUserId: string | undefined;
}

const displayName = (member: Member) => member.name.trim() || member.email;

/**
 * Spec §6: owner/admin change roles and remove others, never themselves nor the owner; only the
 * owner changes or removes an admin.
 */
export function MemberList({ workspaceId, members, access, currentUserId }: MemberListProps) {
  const { role } = access;
  const canManage = can(role, 'members:manage');
  // A lapsed plan leaves the right but not the means: the board's banner says why.
  const writable = allows(access, 'members:manage');
  const updateRole = useUpdateMemberRole(workspaceId);
  const removeMember = useRemoveMember(workspaceId);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [error, setError] = useState<string | null>(null);

  function changeRole(member: Member, next: AssignableRole) {
    setError(null);
    updateRole.mutate(
      { userId: member.id, role: next },
      {
        onError: (cause) =>
          setError(errorMessage(cause, `Erro ao alterar o papel de ${displayName(member)}`)),
      },
    );
  }

  function confirmRemove() {
    if (!removing) return;
    const member = removing;
    setError(null);
    removeMember.mutate(member.id, {
      onSuccess: () => setRemoving(null),
      onError: (cause) => {
        setRemoving(null);
        setError(errorMessage(cause, `Erro ao remover ${displayName(member)}`));
      },
    });
  }

  return (
    <div className="space-y-3">
      {!canManage && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          Apenas administradores podem gerenciar membros
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="divide-y divide-slate-200">
        {members.map((member) => {
          const name = displayName(member);
          const manageable = writable && canManageMember(role, currentUserId, member);
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-3 py-3">
              <MemberAvatar
                name={member.name}
                email={member.email}
                avatarUrl={member.avatarUrl}
                isOnline={member.isOnline}
                size="lg"
                decorative
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">
                  {name}
                  {member.id === currentUserId && (
                    <span className="font-normal text-slate-600"> (você)</span>
                  )}
                </p>
                {member.name.trim() && (
                  <p className="truncate text-xs text-slate-600">{member.email}</p>
                )}
                <p className="text-xs text-slate-600">
                  <span
                    aria-hidden="true"
                    className={
                      member.isOnline
                        ? 'mr-1 inline-block size-2 rounded-full bg-emerald-500'
                        : 'mr-1 inline-block size-2 rounded-full bg-slate-400'
                    }
                  />
                  {presenceLabel(member)}
                </p>
              </div>
              {manageable ? (
                <div className="flex items-center gap-1">
                  <Select
                    size="sm"
                    aria-label={`Papel de ${name}`}
                    value={member.role}
                    onChange={(event) => changeRole(member, event.target.value as AssignableRole)}
                  >
                    {assignableRoles(role).map((option) => (
                      <option key={option} value={option}>
                        {ROLE_LABELS[option]}
                      </option>
                    ))}
                  </Select>
                  <Button
                    variant="danger-ghost"
                    size="sm"
                    aria-label={`Remover ${name}`}
                    onClick={() => setRemoving(member)}
                  >
                    Remover
                  </Button>
                </div>
              ) : (
                <span className="text-xs font-medium text-slate-700">
                  {ROLE_LABELS[member.role]}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remover membro"
        confirmLabel="Remover"
        onConfirm={confirmRemove}
        pending={removeMember.isPending}
      >
        {removing && `Tem certeza que deseja remover ${displayName(removing)} do workspace?`}
      </ConfirmDialog>
    </div>
  );
}
