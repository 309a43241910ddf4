/** What an invite may grant (spec §6): 'Membro' by default; only the owner invites an admin. */
export const INVITE_ROLES = ['member', 'admin'] as const;

export const INVITE_ROLE_DESCRIPTIONS: Record<(typeof INVITE_ROLES)[number], string> = {
  member: 'Pode gerenciar cards, mas não listas',
  admin: 'Pode gerenciar listas e convidar outros membros',
};
