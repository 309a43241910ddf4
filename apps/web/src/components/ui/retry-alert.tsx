import { Alert } from './alert';
import { Button } from './button';

export interface RetryAlertProps {
  message: string;
  /** The retry is running: its button shows it. */
  retrying: boolean;
  onRetry: () => void;
}

/** A load that failed: what failed, and 'Tentar novamente'. */
export function RetryAlert({ message, retrying, onRetry }: RetryAlertProps) {
  return (
    <Alert tone="error">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>{message}</p>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          pending={retrying}
          onClick={onRetry}
        >
          Tentar novamente
        </Button>
      </div>
    </Alert>
  );
}
