import { LIST_DISPLAY_COLORS } from '@quadro/contracts';

/**
 * Display colour of the list at `index` (spec §3: blue, yellow, purple, green, cycling), in the
 * workspace theme's shades: the stripe and the column behind the cards (`--color-list-*`).
 */
const listColors: Record<(typeof LIST_DISPLAY_COLORS)[number], { stripe: string; column: string }> =
  {
    blue: { stripe: 'bg-list-blue', column: 'bg-list-blue-bg' },
    yellow: { stripe: 'bg-list-yellow', column: 'bg-list-yellow-bg' },
    purple: { stripe: 'bg-list-purple', column: 'bg-list-purple-bg' },
    green: { stripe: 'bg-list-green', column: 'bg-list-green-bg' },
  };

const listColorsAt = (index: number) =>
  listColors[LIST_DISPLAY_COLORS[index % LIST_DISPLAY_COLORS.length] ?? 'blue'];

export function listStripeClass(index: number): string {
  return listColorsAt(index).stripe;
}

export function listColumnClass(index: number): string {
  return listColorsAt(index).column;
}
