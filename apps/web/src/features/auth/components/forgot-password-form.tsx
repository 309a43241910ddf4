import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@quadro/contracts';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { useForgotPassword } from '../api/forgot-password';
import { EmailField } from './email-field';

function BackToLogin() {
  return (
    <TextLink to={paths.login()} className="inline-flex items-center gap-1.5">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar para o login
    </TextLink>
  );
}

export function ForgotPasswordForm() {
  const forgotMutation = useForgotPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await forgotMutation.mutateAsync(values);
      setSent(true);
    } catch (error) {
      setServerError(errorMessage(error, 'Erro ao enviar email de recuperação'));
    }
  });

  if (sent) {
    return (
      <Card>
        <CardHeader className="items-center text-center">
          <MailCheck className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
          <CardTitle>Email Enviado!</CardTitle>
        </CardHeader>
        <CardContent className="text-center">
          <p className="text-sm text-slate-600">
            Se o email existir em nosso sistema, você receberá instruções para redefinir sua senha.
          </p>
        </CardContent>
        <CardFooter>
          <BackToLogin />
        </CardFooter>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle>Esqueceu sua senha?</CardTitle>
        <CardDescription>
          Informe seu email e enviaremos um link para você criar uma nova senha.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {serverError && <Alert tone="error">{serverError}</Alert>}
          <EmailField id="forgot-email" error={errors.email?.message} {...register('email')} />
          <Button type="submit" fullWidth size="lg" pending={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar Email de Recuperação'}
          </Button>
        </form>
      </CardContent>
      <CardFooter>
        <BackToLogin />
      </CardFooter>
    </Card>
  );
}
