import { createContext, type ReactNode } from 'react';

/**
 * The search every signed-in page's header shows, put there by the app (`app/` composes the
 * features; the pages that draw an `AppHeader` need not know the search feature).
 */
export const HeaderSearchSlot = createContext<ReactNode>(null);
