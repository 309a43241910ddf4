import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  return (
    <>
      <title>Redefinir senha · Quadro</title>
      <ResetPasswordForm />
    </>
  );
}
