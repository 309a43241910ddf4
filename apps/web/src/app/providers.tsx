import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { useThemeMode } from '../themes/theme-mode';

export function AppProviders({ children }: { children: ReactNode }) {
  // Toasts draw their own colours: light or dark with the workspace's theme.
  const themeMode = useThemeMode();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" richColors closeButton theme={themeMode} />
    </QueryClientProvider>
  );
}
