import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field';
import { usePublicConfig } from '../../../lib/public-config';
import { loadTurnstile } from '../turnstile';

export const VERIFICATION_ERROR =
  'Erro na verificação de segurança. Por favor, recarregue a página.';
export const DEV_VERIFICATION_LABEL = 'Verificação de desenvolvimento — não sou um robô';

export interface HumanVerificationProps {
  /** Receives the token when the challenge is passed, null when it expires or fails. */
  onTokenChange: (token: string | null) => void;
  /** Change this number to discard the current token (tokens are single use). */
  resetSignal?: number;
  /** Validation message, e.g. 'Por favor, complete a verificação de segurança'. */
  error?: string | undefined;
}

/** Cloudflare Turnstile when the server has a site key; a labelled development checkbox when not. */
export function HumanVerification({
  onTokenChange,
  resetSignal = 0,
  error,
}: HumanVerificationProps) {
  const config = usePublicConfig();
  const errorId = useId();

  let widget;
  if (config.isPending) {
    widget = <div className="h-[65px] animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
  } else if (config.isError) {
    widget = <Alert tone="error">{VERIFICATION_ERROR}</Alert>;
  } else if (config.data.turnstileSiteKey) {
    widget = (
      <TurnstileWidget
        siteKey={config.data.turnstileSiteKey}
        onTokenChange={onTokenChange}
        resetSignal={resetSignal}
      />
    );
  } else {
    widget = (
      <DevVerification onTokenChange={onTokenChange} describedBy={error ? errorId : undefined} />
    );
  }

  return (
    <div className="space-y-1.5">
      {widget}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

function DevVerification({
  onTokenChange,
  describedBy,
}: {
  onTokenChange: (token: string | null) => void;
  describedBy: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed border-amber-300 bg-amber-50/60 px-3 py-2.5">
      <Checkbox
        id={id}
        className="mt-0.5"
        aria-describedby={describedBy}
        onChange={(event) => onTokenChange(event.target.checked ? DEV_TURNSTILE_TOKEN : null)}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-slate-800">
          {DEV_VERIFICATION_LABEL}
        </label>
        <p className="text-xs text-amber-800">modo de desenvolvimento</p>
      </div>
    </div>
  );
}

function TurnstileWidget({
  siteKey,
  onTokenChange,
  resetSignal,
}: {
  siteKey: string;
  onTokenChange: (token: string | null) => void;
  resetSignal: number;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetIdRef = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);
  const emitToken = useEffectEvent((token: string | null) => onTokenChange(token));
  const fail = useEffectEvent(() => {
    setFailed(true);
    onTokenChange(null);
  });

  useEffect(() => {
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        widgetIdRef.current = turnstile.render(container, {
          sitekey: siteKey,
          language: 'pt-br',
          callback: (token) => emitToken(token),
          'expired-callback': () => emitToken(null),
          'error-callback': () => fail(),
        });
      })
      .catch(() => {
        if (!cancelled) fail();
      });
    return () => {
      cancelled = true;
      const widgetId = widgetIdRef.current;
      widgetIdRef.current = null;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  useEffect(() => {
    const widgetId = widgetIdRef.current;
    if (resetSignal === 0 || !widgetId) return;
    window.turnstile?.reset(widgetId);
    emitToken(null);
  }, [resetSignal]);

  return (
    <div>
      <div ref={containerRef} className="min-h-[65px]" />
      {failed && <Alert tone="error">{VERIFICATION_ERROR}</Alert>}
    </div>
  );
}
