import { allows, can, ROLE_LABELS, type Member, type WorkspaceAccess } from '@quadro/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { useUpdateMemberRole, type AssignableRole } from '../api/update-member-role';
import { presenceLabel } from '../logic/last-seen';
import { assignableRoles, canManageMember, canTransferOwnershipTo } from '../logic/member-rights';
import { MemberAvatar } from '../../../components/member-avatar';

export interface MemberListProps {
  workspaceId: string;
  workspaceName: string;
  members: readonly Member[];
  /** The caller's role in the workspace, and whether its owner's plan allows changes. */
  access: WorkspaceAccess;
  currentUserId: string | undefined;
}

const displayName = (member: Member) => member.name.trim() || member.email;

/**
 * Spec §6: owner/admin change roles and remove others, never themselves nor the owner; only the
 * owner changes or removes an admin, and hands the workspace to one.
 */
export function MemberList({
  workspaceId,
  workspaceName,
  members,
  access,
  currentUserId,
}: MemberListProps) {
  const { role } = access;
  const canManage = can(role, 'members:manage');
  // A lapsed plan leaves the right but not the means: the board's banner says why.
  const writable = allows(access, 'members:manage');
  const updateRole = useUpdateMemberRole(workspaceId);
  const removeMember = useRemoveMember(workspaceId);
  const transferOwnership = useTransferOwnership(workspaceId);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [receiving, setReceiving] = useState<Member | null>(null);
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

  function confirmTransfer() {
    if (!receiving) return;
    const member = receiving;
    setError(null);
    transferOwnership.mutate(member.id, {
      onSuccess: () => {
        setReceiving(null);
        toast.message(`${displayName(member)} agora é ${ROLE_LABELS.owner} de ${workspaceName}`);
      },
      onError: (cause) => {
        setReceiving(null);
        setError(
          errorMessage(cause, `Erro ao transferir a propriedade para ${displayName(member)}`),
        );
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
          const transferable = canTransferOwnershipTo(access, currentUserId, member);
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
              <div className="flex flex-wrap items-center justify-end gap-1">
                {manageable ? (
                  <>
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
                  </>
                ) : (
                  <span className="text-xs font-medium text-slate-700">
                    {ROLE_LABELS[member.role]}
                  </span>
                )}
                {transferable && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Transferir propriedade para ${name}`}
                    onClick={() => setReceiving(member)}
                  >
                    Transferir propriedade
                  </Button>
                )}
              </div>
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
      <ConfirmDialog
        open={receiving !== null}
        onOpenChange={(open) => {
          if (!open) setReceiving(null);
        }}
        title="Transferir propriedade"
        confirmLabel="Transferir propriedade"
        onConfirm={confirmTransfer}
        pending={transferOwnership.isPending}
      >
        {receiving && <TransferOwnershipText member={receiving} workspaceName={workspaceName} />}
      </ConfirmDialog>
    </div>
  );
}

/** What handing the workspace over changes: both roles, and whose plan keeps it writable. */
function TransferOwnershipText({
  member,
  workspaceName,
}: {
  member: Member;
  workspaceName: string;
}) {
  const name = displayName(member);
  return (
    <>
      <strong className="font-medium text-slate-900">{name}</strong> passa a ser {ROLE_LABELS.owner}{' '}
      de <strong className="font-medium text-slate-900">{workspaceName}</strong>, e você passa a ser{' '}
      {ROLE_LABELS.admin}. O workspace passa a depender do plano de {name}: enquanto o período de
      teste ou a assinatura dessa pessoa estiver em dia, todos podem editar. Só {name} poderá
      devolver a propriedade a você.
    </>
  );
}
