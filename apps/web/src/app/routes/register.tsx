import { useSearchParams } from 'react-router';
import { Card, CardContent } from '../../components/ui/card';
import { RegisterForm, type RegisteredOutcome } from '../../features/auth/components/register-form';
import { acceptInvite } from '../../features/invites/api/accept-invite';
import { useInviteInfo } from '../../features/invites/api/invite-info';
import { InviteBanner } from '../../features/invites/components/invite-banner';
import { removePendingInvite } from '../../features/invites/lib/pending-invite';

/** Register, optionally opened from an invite (`?invite=`): the e-mail is locked and the invite accepted. */
export function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const inviteToken = searchParams.get('invite');
  const invite = useInviteInfo(inviteToken);

  if (inviteToken && invite.isPending) {
    return (
      <Card>
        <title>Criar conta · Quadro</title>
        <CardContent padding="lg" className="flex justify-center">
          <InviteBanner info={undefined} status="pending" />
        </CardContent>
      </Card>
    );
  }

  const validInvite = inviteToken && invite.isSuccess ? invite.data : undefined;

  /** Spec §4: the invite is accepted right after registering; a failure is only logged. */
  async function acceptAfterRegister(): Promise<RegisteredOutcome | undefined> {
    if (!inviteToken || !validInvite) return undefined;
    try {
      const { workspaceId } = await acceptInvite(inviteToken);
      return { workspaceId };
    } catch (error) {
      console.error('Erro ao aceitar convite', error);
      return undefined;
    } finally {
      removePendingInvite();
    }
  }

  return (
    <>
      <title>Criar conta · Quadro</title>
      <RegisterForm
        lockedEmail={validInvite?.email}
        banner={
          inviteToken ? <InviteBanner info={validInvite} status={invite.status} /> : undefined
        }
        onRegistered={acceptAfterRegister}
      />
    </>
  );
}
