import { MailOpen } from 'lucide-react';
import {
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';

/** Stand-in for the invite acceptance page until workspaces land. */
export function InvitePlaceholder() {
  return (
    <Card>
      <CardHeader className="text-center">
        <MailOpen className="mx-auto size-12 text-brand-600" aria-hidden="true" />
        <CardTitle>Convites chegam em breve</CardTitle>
        <CardDescription>
          Em breve você poderá aceitar convites para workspaces por aqui. Enquanto isso, acesse sua
          conta normalmente.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <TextLink to={paths.home()}>Voltar ao Início</TextLink>
      </CardFooter>
    </Card>
  );
}
