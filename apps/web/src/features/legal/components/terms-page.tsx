import { PLAN_NAME, TRIAL_DAYS } from '@quadro/contracts';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Termos de Uso" updatedAt="20 de novembro de 2026">
      <p>
        Estes termos regem o uso do Quadro, um serviço on-line de quadros kanban para organizar o
        trabalho de equipes. Ao criar uma conta, você declara que leu e concorda com eles.
      </p>
      <h2>1. Sua conta</h2>
      <p>
        Você é responsável pelas informações fornecidas no cadastro e por manter sua senha em
        sigilo. Avise-nos imediatamente se suspeitar de uso não autorizado da sua conta.
      </p>
      <h2>2. Período de teste e assinatura</h2>
      <p>
        Toda conta nova começa com {TRIAL_DAYS} dias de teste gratuito, sem cartão de crédito.
        Depois disso, o uso continuado exige a assinatura do {PLAN_NAME}, cobrada mensalmente. Você
        pode cancelar a qualquer momento; o acesso pago segue até o fim do período já cobrado.
      </p>
      <h2>3. Uso aceitável</h2>
      <ul>
        <li>Não use o serviço para atividades ilegais ou para enviar conteúdo abusivo.</li>
        <li>Não tente acessar dados de outros workspaces nem burlar limites técnicos.</li>
        <li>Convide apenas pessoas que esperam receber o seu convite.</li>
      </ul>
      <h2>4. Seu conteúdo</h2>
      <p>
        Quadros, listas, cartões e comentários pertencem a você e ao seu workspace. Usamos esse
        conteúdo apenas para prestar o serviço.
      </p>
      <h2>5. Alterações e contato</h2>
      <p>
        Podemos atualizar estes termos; mudanças relevantes serão comunicadas por email com
        antecedência. Dúvidas podem ser enviadas ao nosso suporte.
      </p>
    </LegalPage>
  );
}
