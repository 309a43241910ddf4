import { UnsubscribeStatus } from '../../features/notifications/components/unsubscribe-status';

export function UnsubscribeRoute() {
  return (
    <>
      <title>Cancelar emails · Quadro</title>
      <UnsubscribeStatus />
    </>
  );
}
