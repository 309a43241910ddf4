import { Spinner } from '../components/ui/spinner';

/** Shown while the first route's code loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
