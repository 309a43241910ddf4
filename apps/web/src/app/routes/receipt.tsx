import { useParams } from 'react-router';
import { ReceiptPage } from '../../features/billing/components/receipt-page';
import { acceptInvite } from '../../features/invites/api/accept-invite';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';

export function ReceiptRoute() {
  const { paymentId = '' } = useParams();
  return (
    <>
      {/* Also the name a browser suggests for the PDF when printing. */}
      <title>Recibo de pagamento · Quadro</title>
      <ReceiptPage
        paymentId={paymentId}
        headerActions={<NotificationsBell acceptInvite={acceptInvite} />}
      />
    </>
  );
}
