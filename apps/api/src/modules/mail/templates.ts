import type { MailContent } from '../../adapters/mail/transport.js';

/** A subject is one line, whatever the names in it hold (a title may carry line breaks). */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The one look of every e-mail: a title, paragraphs, a button and a footer, with an optional
 * link under it (a notification's unsubscribe). Every value is escaped here. */
export function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
  footerLink?: { label: string; url: string },
) {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`)
    .join('');
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#172b4d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#3b82f6">Quadro</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3b82f6;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5e6c84">Se o botão não funcionar, copie e cole este endereço no navegador:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#5e6c84">${escapeHtml(footer)}</p>${
    footerLink
      ? `<p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(footerLink.url)}" style="color:#5e6c84">${escapeHtml(footerLink.label)}</a></p>`
      : ''
  }</td></tr></table></td></tr></table></body></html>`;
}

export function verificationEmail(name: string, url: string): MailContent {
  const subject = 'Confirme seu email no Quadro';
  const intro = `Olá, ${name}! Falta pouco para ativar sua conta no Quadro.`;
  const ask = 'Confirme seu endereço de email clicando no botão abaixo. O link vale por 24 horas.';
  const footer = 'Se você não criou uma conta no Quadro, ignore este email.';
  return {
    subject,
    text: `${intro}\n\n${ask}\n\n${url}\n\n${footer}\n`,
    html: layout('Confirme seu email', [intro, ask], { label: 'Confirmar email', url }, footer),
  };
}

export function passwordResetEmail(name: string, url: string): MailContent {
  const subject = 'Redefinição de senha do Quadro';
  const intro = `Olá, ${name}! Recebemos um pedido para redefinir a senha da sua conta.`;
  const ask =
    'Para escolher uma nova senha, clique no botão abaixo. O link vale por 1 hora e só pode ser usado uma vez.';
  const footer = 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.';
  return {
    subject,
    text: `${intro}\n\n${ask}\n\n${url}\n\n${footer}\n`,
    html: layout('Redefina sua senha', [intro, ask], { label: 'Redefinir senha', url }, footer),
  };
}

export function inviteEmail(
  inviterName: string,
  workspaceName: string,
  roleLabel: string,
  url: string,
): MailContent {
  const subject = oneLine(
    `${inviterName} convidou você para o workspace ${workspaceName} no Quadro`,
  );
  const intro = `${inviterName} convidou você para participar do workspace ${workspaceName} no Quadro, como ${roleLabel}.`;
  const ask =
    'Para aceitar, clique no botão abaixo e entre (ou crie sua conta) com este endereço de email. O convite vale por 7 dias.';
  const footer = 'Se você não esperava este convite, ignore este email.';
  return {
    subject,
    text: `${intro}\n\n${ask}\n\n${url}\n\n${footer}\n`,
    html: layout('Você foi convidado', [intro, ask], { label: 'Aceitar convite', url }, footer),
  };
}

/** 'Excluir minha conta', done: what went and what stayed. */
export function accountDeletedEmail(name: string, url: string): MailContent {
  const subject = 'Sua conta no Quadro foi excluída';
  const intro = `Olá, ${name}. Como você pediu, sua conta no Quadro foi excluída, com seus acessos e os workspaces só seus.`;
  const kept =
    'Nos workspaces de outras pessoas, seus comentários continuam, assinados como "Usuário removido". Nenhuma cobrança será feita.';
  const footer = 'Se não foi você quem pediu, responda a este email.';
  return {
    subject,
    text: `${intro}\n\n${kept}\n\n${footer}\n`,
    html: layout('Conta excluída', [intro, kept], { label: 'Abrir o Quadro', url }, footer),
  };
}

/** A workspace handed over: each side is told, since the new owner's plan now counts. */
export function ownershipTransferredEmail(
  side: 'to' | 'from',
  names: { person: string; other: string; workspace: string },
  url: string,
): MailContent {
  const subject = oneLine(
    side === 'to'
      ? `Você agora é o proprietário do workspace ${names.workspace}`
      : `Você transferiu o workspace ${names.workspace} para ${names.other}`,
  );
  const intro =
    side === 'to'
      ? `Olá, ${names.person}! ${names.other} transferiu para você a propriedade do workspace ${names.workspace} no Quadro.`
      : `Olá, ${names.person}. Você transferiu a propriedade do workspace ${names.workspace} para ${names.other} e agora é Administrador dele.`;
  const plan =
    side === 'to'
      ? 'A partir de agora, é o seu plano que mantém o workspace aberto para alterações: se o seu teste ou período pago acabar, os membros só poderão ler até você assinar.'
      : `A partir de agora, é o plano de ${names.other} que mantém o workspace aberto para alterações.`;
  const footer = 'Você recebeu este email porque a propriedade de um workspace seu mudou.';
  return {
    subject,
    text: `${intro}\n\n${plan}\n\n${url}\n\n${footer}\n`,
    html: layout(subject, [intro, plan], { label: 'Abrir o workspace', url }, footer),
  };
}
