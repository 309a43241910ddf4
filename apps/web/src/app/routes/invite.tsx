import { InvitePlaceholder } from '../../features/invites/components/invite-placeholder';

export function InviteRoute() {
  return (
    <>
      <title>Convite · Quadro</title>
      <InvitePlaceholder />
    </>
  );
}
