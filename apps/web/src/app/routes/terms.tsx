import { TermsPage } from '../../features/legal/components/terms-page';

export function TermsRoute() {
  return (
    <>
      <title>Termos de Uso · Quadro</title>
      <TermsPage />
    </>
  );
}
