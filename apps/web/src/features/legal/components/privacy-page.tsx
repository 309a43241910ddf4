import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Política de Privacidade" updatedAt="20 de novembro de 2026">
      <p>
        Esta política explica quais dados pessoais o Quadro trata, por que e quais são os seus
        direitos, em conformidade com a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).
      </p>
      <h2>1. Dados que coletamos</h2>
      <ul>
        <li>Cadastro: nome, email e senha (guardada apenas como hash).</li>
        <li>Uso: workspaces, quadros, cartões, comentários e o histórico de atividades.</li>
        <li>
          Pagamento: nome, CPF, endereço e os quatro últimos dígitos do cartão; o número completo e
          o código de segurança vão direto ao processador de pagamentos e nunca são armazenados por
          nós.
        </li>
      </ul>
      <h2>2. Para que usamos</h2>
      <p>
        Para prestar o serviço, proteger sua conta (verificação de email e prevenção de abuso),
        cobrar a assinatura e enviar emails transacionais. Não vendemos seus dados.
      </p>
      <h2>3. Compartilhamento</h2>
      <p>
        Compartilhamos dados apenas com fornecedores necessários à operação (hospedagem, envio de
        email, verificação contra robôs e pagamentos) e quando exigido por lei.
      </p>
      <h2>4. Seus direitos</h2>
      <p>
        Você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados, além de revogar
        consentimentos, entrando em contato com o nosso suporte.
      </p>
      <h2>5. Segurança e retenção</h2>
      <p>
        Usamos conexões criptografadas, senhas com hash e sessões de curta duração. Mantemos os
        dados enquanto sua conta existir e pelo prazo exigido por obrigações legais.
      </p>
    </LegalPage>
  );
}
