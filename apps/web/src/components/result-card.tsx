import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../lib/paths';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card';
import { TextLink } from './ui/text-link';

export interface ResultCardProps {
  tone: 'success' | 'error';
  title: ReactNode;
  description: ReactNode;
  /** Where to go from here; by default, the way to login. */
  next?: { to: string; label: string };
}

const toLogin = { to: paths.login(), label: 'Ir para o login' };

/**
 * How a link from an email ended (password reset, email verification, unsubscribing), with the
 * way on.
 */
export function ResultCard({ tone, title, description, next = toLogin }: ResultCardProps) {
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
        <TextLink to={next.to}>{next.label}</TextLink>
      </CardFooter>
    </Card>
  );
}
