import { AccountPage } from '../../features/account/components/account-page';

export function DashboardRoute() {
  return (
    <>
      <title>Minha conta · Quadro</title>
      <AccountPage />
    </>
  );
}
