import { VerifyEmailStatus } from '../../features/auth/components/verify-email-status';

export function VerifyEmailRoute() {
  return (
    <>
      <title>Verificar email · Quadro</title>
      <VerifyEmailStatus />
    </>
  );
}
