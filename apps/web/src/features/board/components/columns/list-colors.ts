import { LIST_DISPLAY_COLORS } from '@quadro/contracts';

const colors: Record<(typeof LIST_DISPLAY_COLORS)[number], { stripe: string; column: string }> = {
  blue: { stripe: 'bg-list-blue', column: 'bg-list-blue-bg' },
  yellow: { stripe: 'bg-list-yellow', column: 'bg-list-yellow-bg' },
  purple: { stripe: 'bg-list-purple', column: 'bg-list-purple-bg' },
  green: { stripe: 'bg-list-green', column: 'bg-list-green-bg' },
};

/**
 * Display colour of the list at `index` (spec §3: blue, yellow, purple, green, cycling), in the
 * workspace theme's shades: the stripe and the column behind the cards (`--color-list-*`).
 */
export function listColors(index: number): { stripe: string; column: string } {
  return colors[LIST_DISPLAY_COLORS[index % LIST_DISPLAY_COLORS.length] ?? 'blue'];
}
