import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';

export interface ResultCardProps {
  tone: 'success' | 'error';
  title: ReactNode;
  description: ReactNode;
}

/** How a link from an email ended (password reset, email verification), with the way to login. */
export function ResultCard({ tone, title, description }: ResultCardProps) {
  return (
    <Card>
      <CardHeader className="text-center">
        {tone === 'success' ? (
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        ) : (
          <XCircle className="mx-auto size-12 text-red-500" aria-hidden="true" />
        )}
        <CardTitle>{title}</CardTitle>
        {/* A failure is announced at once, like an error Alert. */}
        <CardDescription role={tone === 'error' ? 'alert' : undefined}>
          {description}
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <TextLink to={paths.login()}>Ir para o login</TextLink>
      </CardFooter>
    </Card>
  );
}
