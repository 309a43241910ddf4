import { BillingPage } from '../../features/billing/components/billing-page';
import { acceptInvite } from '../../features/invites/api/accept-invite';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';

export function BillingRoute() {
  return (
    <>
      <title>Assinatura · Quadro</title>
      <BillingPage headerActions={<NotificationsBell acceptInvite={acceptInvite} />} />
    </>
  );
}
