import { zodResolver } from '@hookform/resolvers/zod';
import { REDIRECT_AFTER_REGISTER_MS, TRIAL_DAYS, type AuthResponse } from '@quadro/contracts';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { InputField } from '../../../components/ui/input-field';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useDelayedEffect } from '../../../lib/timing';
import { useRegister } from '../api/register';
import { registerFormSchema } from '../register-schema';
import { EmailField } from './email-field';
import { HumanVerification } from './human-verification';
import { NewPasswordFields } from './new-password-fields';

export const INVITE_EMAIL_NOTE = 'Este email não pode ser alterado pois está vinculado ao convite';

export interface RegisteredOutcome {
  workspaceId?: string | undefined;
}

export interface RegisterFormProps {
  /** E-mail fixed by an invite: prefilled and read-only. */
  lockedEmail?: string | undefined;
  /** Shown above the fields (e.g. the invite banner). */
  banner?: ReactNode;
  /**
   * Runs once the account exists and the session is stored (e.g. accept the invite); the
   * workspace it returns is the one `/board` opens after the redirect.
   */
  onRegistered?: (
    auth: AuthResponse,
  ) => Promise<RegisteredOutcome | void> | RegisteredOutcome | void;
}

export function RegisterForm({ lockedEmail, banner, onRegistered }: RegisterFormProps) {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const [done, setDone] = useState(false);
  const [workspaceId, setWorkspaceId] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      name: '',
      email: lockedEmail ?? '',
      password: '',
      confirmPassword: '',
      turnstileToken: '',
    },
  });
  const password = useWatch({ control, name: 'password' });

  useDelayedEffect(done, REDIRECT_AFTER_REGISTER_MS, () => {
    void navigate(paths.board(), {
      replace: true,
      state: workspaceId ? { workspaceId } : undefined,
    });
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setServerError(null);
    try {
      const auth = await registerMutation.mutateAsync(body);
      const outcome = await onRegistered?.(auth);
      setWorkspaceId(outcome ? outcome.workspaceId : undefined);
      setDone(true);
    } catch (error) {
      setServerError(errorMessage(error, 'Erro ao criar conta'));
      setResetSignal((n) => n + 1);
    }
  });

  if (done) {
    return (
      <Card>
        <CardHeader className="text-center">
          <CardTitle>Conta criada com sucesso!</CardTitle>
          <CardDescription>Seu período de teste gratuito começou.</CardDescription>
        </CardHeader>
        <CardContent>
          <Alert tone="success">
            Enviamos um link de verificação para o seu email. Redirecionando para o seu quadro...
          </Alert>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle>Crie sua conta</CardTitle>
        <CardDescription>
          Teste grátis por {TRIAL_DAYS} dias, sem cartão de crédito.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {banner}
          {serverError && <Alert tone="error">{serverError}</Alert>}

          <InputField
            id="register-name"
            label="Nome completo"
            autoComplete="name"
            placeholder="Maria da Silva"
            error={errors.name?.message}
            {...register('name')}
          />

          <EmailField
            id="register-email"
            readOnly={Boolean(lockedEmail)}
            hint={lockedEmail ? INVITE_EMAIL_NOTE : undefined}
            error={errors.email?.message}
            {...register('email')}
          />

          <NewPasswordFields
            idPrefix="register"
            label="Senha"
            confirmLabel="Confirme a senha"
            password={password}
            register={register}
            errors={errors}
          />

          <HumanVerification
            resetSignal={resetSignal}
            error={errors.turnstileToken?.message}
            onTokenChange={(token) =>
              setValue('turnstileToken', token ?? '', { shouldValidate: isSubmitted })
            }
          />

          <Button type="submit" fullWidth size="lg" pending={isSubmitting}>
            {isSubmitting ? 'Criando conta...' : 'Criar conta'}
          </Button>

          <p className="text-center text-xs text-slate-500">
            Ao criar uma conta, você concorda com os{' '}
            <TextLink to={paths.terms()} target="_blank" rel="noopener">
              Termos de Uso
            </TextLink>{' '}
            e a{' '}
            <TextLink to={paths.privacy()} target="_blank" rel="noopener">
              Política de Privacidade
            </TextLink>
            .
          </p>
        </form>
      </CardContent>
      <CardFooter>
        Já tem uma conta? <TextLink to={paths.login()}>Faça login</TextLink>
      </CardFooter>
    </Card>
  );
}
