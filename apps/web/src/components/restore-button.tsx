import { RotateCcw } from 'lucide-react';
import { Button } from './ui/button';

export interface RestoreButtonProps {
  /** What it restores, for screen readers: 'Restaurar {title}'. */
  title?: string;
  pending: boolean;
  disabled?: boolean;
  className?: string;
  onClick: () => void;
}

/** 'Restaurar': brings an archived card, list or board back. */
export function RestoreButton({
  title,
  pending,
  disabled,
  className,
  onClick,
}: RestoreButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-label={title === undefined ? undefined : `Restaurar ${title}`}
      pending={pending}
      disabled={disabled}
      onClick={onClick}
    >
      <RotateCcw className="size-4" aria-hidden="true" />
      Restaurar
    </Button>
  );
}
