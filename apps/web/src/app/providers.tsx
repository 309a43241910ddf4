import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { useToastRequested } from '../lib/toast';
import { useThemeMode } from '../themes/theme-mode';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Toasts sit where no control does. Every header is at the top, the members panel (with 'Sair' at
 * its foot) slides in from the right and dialogs put their buttons on the right: bottom left is
 * free. Under 600 px sonner spans the width at the bottom, above the edge by `mobileOffset`.
 */
const TOASTER_PLACEMENT = { position: 'bottom-left', offset: 24, mobileOffset: 16 } as const;

export function AppProviders({ children }: { children: ReactNode }) {
  // Toasts draw their own colours: light or dark with the workspace's theme.
  const themeMode = useThemeMode();
  const toastRequested = useToastRequested();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastRequested && (
        <Suspense fallback={null}>
          <Toaster {...TOASTER_PLACEMENT} richColors closeButton theme={themeMode} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
