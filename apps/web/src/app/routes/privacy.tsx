import { PrivacyPage } from '../../features/legal/components/privacy-page';

export function PrivacyRoute() {
  return (
    <>
      <title>Política de Privacidade · Quadro</title>
      <PrivacyPage />
    </>
  );
}
