/** Columns longer than this render only the cards in view (a 5,000-card board stays usable). */
export const VIRTUALIZE_AFTER = 60;
export const CARD_GAP_PX = 8;
export const ESTIMATED_CARD_PX = 72;
