import {
  MAX_CHECKLIST_ITEMS_PER_CARD,
  MAX_CHECKLISTS_PER_CARD,
  MAX_LABELS_PER_BOARD,
  MAX_WORKSPACE_HOLIDAYS_PER_YEAR,
} from './limits.js';

/**
 * Every error the API answers, by its stable code: the HTTP status and the pt-BR message people
 * see. The API throws by code (a more specific message may replace the default, e.g. the field a
 * validation names); the web client's error type is a union of these codes. One code, one meaning.
 */
export const API_ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Requisição inválida' },
  INVALID_JSON: { status: 400, message: 'JSON inválido no corpo da requisição' },
  BAD_REQUEST: { status: 400, message: 'Requisição inválida' },
  INVALID_EMAIL_TOKEN: {
    status: 400,
    message: 'Token inválido ou expirado. Por favor, solicite um novo link.',
  },
  INVALID_ORDER: {
    status: 400,
    message: 'A nova ordem deve conter cada lista do quadro exatamente uma vez',
  },
  INVALID_ASSIGNEE: { status: 400, message: 'O responsável precisa ser membro do workspace' },
  HUMAN_VERIFICATION_FAILED: {
    status: 400,
    message: 'Falha na verificação de segurança. Por favor, tente novamente.',
  },
  INVALID_UNSUBSCRIBE_LINK: {
    status: 400,
    message: 'Link de cancelamento inválido. Altere suas notificações na página Notificações.',
  },

  UNAUTHORIZED: { status: 401, message: 'Não autenticado' },
  INVALID_ACCESS_TOKEN: { status: 401, message: 'Sessão inválida' },
  TOKEN_EXPIRED: { status: 401, message: 'Sessão expirada' },
  SESSION_REVOKED: { status: 401, message: 'Sessão encerrada. Faça login novamente.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Email ou senha inválidos' },
  INVALID_REFRESH_TOKEN: { status: 401, message: 'Sessão inválida ou expirada' },

  SUBSCRIPTION_REQUIRED: {
    status: 402,
    message:
      'A assinatura deste workspace não está ativa: o período de teste ou o plano do proprietário terminou. O proprietário precisa assinar o Plano Profissional para liberar alterações.',
  },
  PAYMENT_DECLINED: {
    status: 402,
    message: 'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
  },

  FORBIDDEN: { status: 403, message: 'Você não tem permissão para esta ação' },
  OWNER_MANAGES_ADMINS: {
    status: 403,
    message: 'Apenas o proprietário pode alterar o papel de um administrador ou removê-lo',
  },
  NOT_FOUND: { status: 404, message: 'Não encontrado' },
  INVITE_NOT_FOUND: { status: 404, message: 'Convite inválido ou expirado' },
  POSTAL_CODE_NOT_FOUND: { status: 404, message: 'CEP não encontrado' },

  EMAIL_TAKEN: { status: 409, message: 'Este email já está cadastrado' },
  ALREADY_MEMBER: { status: 409, message: 'Esta pessoa já é membro do workspace' },
  INVITE_EMAIL_MISMATCH: {
    status: 403,
    message: 'Este convite foi enviado para outro email. Entre com a conta do email convidado.',
  },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'Seu email já foi verificado' },
  LAST_LIST: { status: 409, message: 'Não é possível excluir a única lista do quadro' },
  STALE_MOVE: {
    status: 409,
    message: 'Este cartão foi movido por outra pessoa. Atualize o quadro.',
  },
  ALREADY_ARCHIVED: { status: 409, message: 'Este item já está arquivado.' },
  NOT_ARCHIVED: { status: 409, message: 'Este item não está arquivado.' },
  BOARD_ARCHIVED: {
    status: 409,
    message: 'Este quadro está arquivado. Restaure-o para fazer alterações.',
  },
  /** Undo's precondition failed: someone changed the object since; nothing was undone. */
  CHANGED_SINCE: {
    status: 409,
    message: 'Isto foi alterado por outra pessoa desde então. Nada foi desfeito.',
  },
  LAST_BOARD_ARCHIVE: {
    status: 409,
    message: 'Não é possível arquivar o único quadro do workspace',
  },
  LAST_LIST_ARCHIVE: { status: 409, message: 'Não é possível arquivar a única lista do quadro' },
  BOARD_CARD_LIMIT: { status: 409, message: 'Este quadro atingiu o limite de cartões.' },
  BOARD_LIST_LIMIT: { status: 409, message: 'Este quadro atingiu o limite de listas.' },
  BOARD_LABEL_LIMIT: {
    status: 409,
    message: `Este quadro atingiu o limite de ${MAX_LABELS_PER_BOARD} etiquetas.`,
  },
  CARD_CHECKLIST_LIMIT: {
    status: 409,
    message: `Este cartão atingiu o limite de ${MAX_CHECKLISTS_PER_CARD} checklists.`,
  },
  CARD_CHECKLIST_ITEM_LIMIT: {
    status: 409,
    message: `Este cartão atingiu o limite de ${MAX_CHECKLIST_ITEMS_PER_CARD} itens de checklist.`,
  },
  CHECKLIST_OF_OTHER_CARD: {
    status: 409,
    message: 'Um item só pode ir para outra checklist do mesmo cartão.',
  },
  HOLIDAY_EXISTS: {
    status: 409,
    message: 'O workspace já tem um feriado nesta data. Remova-o antes de cadastrar outro.',
  },
  HOLIDAY_LIMIT: {
    status: 409,
    message: `Este workspace atingiu o limite de ${MAX_WORKSPACE_HOLIDAYS_PER_YEAR} feriados próprios neste ano.`,
  },
  ALREADY_SUBSCRIBED: { status: 409, message: 'Você já tem uma assinatura ativa' },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    message: 'Já há um pagamento em andamento. Aguarde alguns instantes e atualize a página.',
  },
  NO_ACTIVE_SUBSCRIPTION: { status: 409, message: 'Não há assinatura ativa para cancelar' },
  NO_PLAN_FOR_CARD: {
    status: 409,
    message: 'Não há assinatura em andamento para trocar o cartão. Assine o Plano Profissional.',
  },
  PIX_NOT_PENDING: { status: 409, message: 'Este Pix não está aguardando pagamento' },
  PIX_EXPIRED: { status: 409, message: 'Este Pix expirou. Gere um novo para pagar.' },
  /** `GET /v1/boards/{id}/changes`: that version is too old or unknown; load the whole board. */
  BOARD_CHANGES_GONE: {
    status: 410,
    message:
      'As mudanças desde esta versão do quadro não estão mais disponíveis. Carregue o quadro inteiro.',
  },
  NOTHING_TO_RENEW: {
    status: 409,
    message: 'Não há assinatura com renovação automática para renovar agora',
  },
  NO_CANCELED_SUBSCRIPTION: {
    status: 409,
    message: 'Não há assinatura cancelada com período em andamento para reativar',
  },
  CONCURRENT_CHANGE: {
    status: 409,
    message:
      'Este item foi alterado ou excluído por outra pessoa. Atualize a página e tente novamente.',
  },

  WRONG_PASSWORD: { status: 403, message: 'Senha incorreta' },
  /** 'Excluir minha conta' while the person owns a workspace others use; the message names them. */
  OWNS_SHARED_WORKSPACES: {
    status: 409,
    message:
      'Você é proprietário de workspaces com outros membros: transfira a propriedade ou exclua-os antes.',
  },
  OWNERSHIP_TO_NON_ADMIN: {
    status: 409,
    message: 'Só um Administrador do workspace pode receber a propriedade. Promova a pessoa antes.',
  },
  OWNERSHIP_TO_SELF: { status: 409, message: 'Você já é o proprietário deste workspace.' },
  /** An export that cannot be imported; the message names what is wrong with the file. */
  IMPORT_INVALID: {
    status: 400,
    message: 'O arquivo não é a exportação em JSON de um quadro do Trello.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Requisição grande demais' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Tipo de conteúdo não suportado: envie application/json',
  },
  RATE_LIMITED: { status: 429, message: 'Muitas tentativas. Tente novamente em instantes.' },
  TOO_MANY_WRITES: {
    status: 429,
    message: 'Muitas alterações seguidas. Aguarde alguns instantes e tente novamente.',
  },
  TOO_MANY_STREAMS: {
    status: 429,
    message: 'Muitas abas acompanhando quadros ao mesmo tempo. Feche algumas e tente novamente.',
  },
  LOGIN_LOCKED: {
    status: 429,
    message: 'Muitas tentativas de login com este email. Aguarde ou redefina sua senha.',
  },
  LOGIN_ACCOUNT_LOCKED: {
    status: 429,
    message:
      'Muitas tentativas de login nesta conta. Por segurança, entre por um navegador em que você já acessou o Quadro ou redefina sua senha em "Esqueceu a senha?".',
  },

  INTERNAL_ERROR: { status: 500, message: 'Erro interno do servidor' },
  SERVER_BUSY: { status: 503, message: 'O servidor está ocupado. Tente novamente em instantes.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Banco de dados indisponível' },
  /** `/readyz` while the instance cannot LISTEN: it would not hear the other instances. */
  NOT_LISTENING: {
    status: 503,
    message:
      'Esta instância não está recebendo as mudanças das outras (LISTEN) e volta em instantes.',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    status: 503,
    message:
      'Erro ao processar pagamento: o serviço de pagamentos não respondeu. Tente novamente em instantes.',
  },
  POSTAL_CODE_UNAVAILABLE: {
    status: 503,
    message: 'Serviço de consulta de CEP indisponível. Preencha o endereço manualmente.',
  },
  HUMAN_VERIFICATION_UNAVAILABLE: {
    status: 503,
    message: 'Serviço de verificação de segurança indisponível. Tente novamente em instantes.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;
export const API_ERROR_CODES = Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]];

/** The 404 of each kind of object, naming it (NOT_FOUND's message, made specific). */
export const NOT_FOUND_MESSAGES = {
  workspace: 'Workspace não encontrado',
  board: 'Quadro não encontrado',
  list: 'Lista não encontrada',
  card: 'Cartão não encontrado',
  comment: 'Comentário não encontrado',
  member: 'Membro não encontrado',
  holiday: 'Feriado não encontrado',
  notification: 'Notificação não encontrada',
  payment: 'Pagamento não encontrado',
  label: 'Etiqueta não encontrada',
  checklist: 'Checklist não encontrada',
  checklistItem: 'Item não encontrado',
} as const;
export type NotFoundEntity = keyof typeof NOT_FOUND_MESSAGES;
