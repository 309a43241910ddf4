import { zodResolver } from '@hookform/resolvers/zod';
import { REDIRECT_AFTER_RESET_MS } from '@quadro/contracts';
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
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useDelayedEffect } from '../../../lib/timing';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordFormSchema } from '../reset-password-schema';
import { NewPasswordFields } from './new-password-fields';
import { ResultCard } from '../../../components/result-card';

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
      <ResultCard
        tone="success"
        title="Senha Redefinida com Sucesso!"
        description="Você será redirecionado para o login em instantes..."
      />
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
                <TextLink to={paths.forgotPassword()} tone="danger">
                  Solicitar novo link
                </TextLink>
              </p>
            </Alert>
          )}
          {serverError && <Alert tone="error">{serverError}</Alert>}

          <fieldset disabled={!token} className="space-y-5 disabled:opacity-70">
            <NewPasswordFields
              idPrefix="reset"
              label="Nova senha"
              confirmLabel="Confirme a nova senha"
              password={password}
              register={register}
              errors={errors}
            />

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
