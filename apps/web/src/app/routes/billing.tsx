import { BillingPage } from '../../features/billing/components/billing-page';

export function BillingRoute() {
  return (
    <>
      <title>Assinatura · Quadro</title>
      <BillingPage />
    </>
  );
}
