import { ApiError, errorMessage } from './http';
import { toast } from './toast';

/**
 * Tells why the server refused a change: its own pt-BR message, else `fallback`. A lapsed plan
 * (402) is told once by the app for every write (lib/query-client.ts), so not here again.
 */
export function reportRefusal(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.code === 'SUBSCRIPTION_REQUIRED') return;
  toast.error(errorMessage(error, fallback));
}
