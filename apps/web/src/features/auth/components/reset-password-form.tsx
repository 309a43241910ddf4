import { zodResolver } from '@hookform/resolvers/zod';
import { REDIRECT_AFTER_RESET_MS } from '@quadro/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
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
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useDelayedEffect } from '../../../lib/timing';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordFormSchema } from '../reset-password-schema';
import { PasswordChecklist } from './password-checklist';
import { PasswordStrengthMeter } from './password-strength-meter';

export const INVALID_RESET_TOKEN =
  'Token inválido ou expirado. Por favor, solicite um novo link de redefinição.';

const TIPS = [
  'Use uma frase longa que só você conheça.',
  'Não reutilize a senha de outros sites.',
  'Evite nomes, datas de nascimento e outros dados pessoais.',
  'Um gerenciador de senhas ajuda a guardar senhas fortes.',
];

export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const resetMutation = useResetPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useDelayedEffect(done, REDIRECT_AFTER_RESET_MS, () => {
    void navigate(paths.login(), { replace: true });
  });

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setServerError(null);
    if (!token) {
      setServerError('Token inválido');
      return;
    }
    try {
      await resetMutation.mutateAsync({ token, password: newPassword });
      setDone(true);
    } catch (error) {
      setServerError(errorMessage(error, 'Erro ao redefinir senha. O link pode ter expirado.'));
    }
  });

  if (done) {
    return (
      <Card>
        <CardHeader className="text-center">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
          <CardTitle>Senha Redefinida com Sucesso!</CardTitle>
          <CardDescription>Você será redirecionado para o login em instantes...</CardDescription>
        </CardHeader>
        <CardFooter>
          <TextLink to={paths.login()}>Ir para o login</TextLink>
        </CardFooter>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle>Redefinir senha</CardTitle>
        <CardDescription>Escolha uma nova senha para sua conta.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {!token && (
            <Alert tone="error">
              <p>{INVALID_RESET_TOKEN}</p>
              <p className="mt-1.5">
                <TextLink
                  to={paths.forgotPassword()}
                  className="text-red-800 underline hover:text-red-900"
                >
                  Solicitar novo link
                </TextLink>
              </p>
            </Alert>
          )}
          {serverError && <Alert tone="error">{serverError}</Alert>}

          <fieldset disabled={!token} className="space-y-5 disabled:opacity-70">
            <Field
              id="reset-password"
              label="Nova senha"
              error={errors.password?.message}
              hint={
                <div className="space-y-2 pt-1">
                  {password && <PasswordStrengthMeter password={password} />}
                  <PasswordChecklist password={password} />
                </div>
              }
            >
              <Input
                id="reset-password"
                type="password"
                autoComplete="new-password"
                placeholder="Mínimo 12 caracteres"
                invalid={Boolean(errors.password)}
                aria-describedby={describedBy('reset-password', {
                  hint: true,
                  error: errors.password,
                })}
                {...register('password')}
              />
            </Field>

            <Field
              id="reset-confirm"
              label="Confirme a nova senha"
              error={errors.confirmPassword?.message}
            >
              <Input
                id="reset-confirm"
                type="password"
                autoComplete="new-password"
                invalid={Boolean(errors.confirmPassword)}
                aria-describedby={describedBy('reset-confirm', { error: errors.confirmPassword })}
                {...register('confirmPassword')}
              />
            </Field>

            <div className="rounded-lg bg-slate-50 px-4 py-3">
              <p className="text-xs font-semibold text-slate-700">Dicas para uma senha segura</p>
              <ul className="mt-1.5 list-disc space-y-0.5 pl-4 text-xs text-slate-600">
                {TIPS.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>

            <Button type="submit" fullWidth size="lg" pending={isSubmitting}>
              {isSubmitting ? 'Salvando...' : 'Redefinir senha'}
            </Button>
          </fieldset>
        </form>
      </CardContent>
      <CardFooter>
        <TextLink to={paths.login()}>Voltar para o login</TextLink>
      </CardFooter>
    </Card>
  );
}
