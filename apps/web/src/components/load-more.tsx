import { Alert } from './ui/alert';
import { Button } from './ui/button';

/** What 'Carregar mais' reads of an infinite query. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Carregar mais' while there is a next page, and `error` when fetching it failed. */
export function LoadMore({ pages, error }: { pages: NextPages; error: string }) {
  return (
    <>
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          pending={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          Carregar mais
        </Button>
      )}
      {pages.isFetchNextPageError && <Alert tone="error">{error}</Alert>}
    </>
  );
}
