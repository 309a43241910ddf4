import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { useToastRequested } from '../lib/toast';
import { useThemeMode } from '../themes/theme-mode';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  // Toasts draw their own colours: light or dark with the workspace's theme.
  const themeMode = useThemeMode();
  const toastRequested = useToastRequested();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastRequested && (
        <Suspense fallback={null}>
          <Toaster position="top-right" richColors closeButton theme={themeMode} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
