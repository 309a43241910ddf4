import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@quadro/contracts';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
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
import { Checkbox } from '../../../components/ui/checkbox';
import { InputField } from '../../../components/ui/input-field';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useLogin } from '../api/login';
import { EmailField } from './email-field';
import { HumanVerification } from './human-verification';

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  // The board's code may still be loading: the button stays busy until the board shows.
  const [entering, startEntering] = useTransition();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', turnstileToken: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await loginMutation.mutateAsync(values);
      startEntering(() => navigate(paths.board(), { replace: true }));
    } catch (error) {
      setServerError(errorMessage(error, 'Erro ao fazer login'));
      setResetSignal((n) => n + 1);
    }
  });

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle>Bem-vindo de volta</CardTitle>
        <CardDescription>Entre para acessar seus quadros.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {serverError && <Alert tone="error">{serverError}</Alert>}

          <EmailField id="login-email" error={errors.email?.message} {...register('email')} />

          <InputField
            id="login-password"
            label="Senha"
            type="password"
            autoComplete="current-password"
            labelAside={
              <TextLink to={paths.forgotPassword()} className="text-sm">
                Esqueceu a senha?
              </TextLink>
            }
            error={errors.password?.message}
            {...register('password')}
          />

          <div className="flex items-center gap-2">
            <Checkbox id="login-remember" name="remember" />
            <label htmlFor="login-remember" className="cursor-pointer text-sm text-slate-600">
              Lembrar de mim
            </label>
          </div>

          <HumanVerification
            resetSignal={resetSignal}
            error={errors.turnstileToken?.message}
            onTokenChange={(token) =>
              setValue('turnstileToken', token ?? '', { shouldValidate: isSubmitted })
            }
          />

          <Button type="submit" fullWidth size="lg" pending={isSubmitting || entering}>
            {isSubmitting || entering ? 'Entrando...' : 'Entrar'}
          </Button>
        </form>
      </CardContent>
      <CardFooter>
        Não tem uma conta? <TextLink to={paths.register()}>Cadastre-se gratuitamente</TextLink>
      </CardFooter>
    </Card>
  );
}
