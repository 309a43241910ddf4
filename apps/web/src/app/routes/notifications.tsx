import { NotificationPreferencesPage } from '../../features/notifications/components/notification-preferences-page';

export function NotificationsRoute() {
  return (
    <>
      <title>Notificações · Quadro</title>
      <NotificationPreferencesPage />
    </>
  );
}
