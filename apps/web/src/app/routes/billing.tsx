import { BillingPlaceholder } from '../../features/billing/components/billing-placeholder';

export function BillingRoute() {
  return (
    <>
      <title>Assinatura · Quadro</title>
      <BillingPlaceholder />
    </>
  );
}
