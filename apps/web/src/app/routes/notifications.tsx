import { acceptInvite } from '../../features/invites/api/accept-invite';
import { NotificationPreferencesPage } from '../../features/notifications/components/notification-preferences-page';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';

export function NotificationsRoute() {
  return (
    <>
      <title>Notificações · Quadro</title>
      <NotificationPreferencesPage
        headerActions={<NotificationsBell acceptInvite={acceptInvite} />}
      />
    </>
  );
}
