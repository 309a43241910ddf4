/** Default content the server seeds into every new workspace and board (spec §4). */
export const DEFAULT_BOARD_NAME = 'Meu Quadro';
export const DEFAULT_BOARD_COLOR = '#3B82F6';
export const NEW_LIST_COLOR = '#6366F1';

export const DEFAULT_LISTS = [
  { name: '📝 A Fazer', color: '#3B82F6' },
  { name: '🚀 Em Progresso', color: '#F59E0B' },
  { name: '✅ Concluído', color: '#10B981' },
] as const;

export const WELCOME_CARD = {
  title: '👋 Bem-vindo ao Quadro!',
  description:
    'Este é o seu primeiro cartão. Arraste-o entre as listas, clique para editar e crie novas tarefas com "+ Nova Tarefa".',
} as const;

/** Display colours of lists cycle by index (spec §3). */
export const LIST_DISPLAY_COLORS = ['blue', 'yellow', 'purple', 'green'] as const;
