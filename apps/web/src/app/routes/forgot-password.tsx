import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <>
      <title>Recuperar senha · Quadro</title>
      <ForgotPasswordForm />
    </>
  );
}
