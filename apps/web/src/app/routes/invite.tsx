import { useParams } from 'react-router';
import { InviteAcceptance } from '../../features/invites/components/invite-acceptance';

export function InviteRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Convite · Quadro</title>
      <InviteAcceptance key={token} token={token} />
    </>
  );
}
