import { Alert, Loader } from '@mantine/core';
import type { ErrorCode } from '@inkforge/domain';
import { apiErrorCode, errorMessage } from '@/lib/api-error';

interface Props {
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** What loads, as the loader's name and the failure say it: 'the deposit'. */
  what: string;
  /** The refusal a wrong or closed link gets, in the page's own words. */
  notFound: { code: ErrorCode; title: string; message: string };
}

/**
 * What a public page (booking, deposit) shows until its data is there: a named loader, the
 * page's own words for a link that opens nothing, or why it could not load. Null once loaded.
 */
export function publicPageState({ query, what, notFound }: Props): React.ReactNode | null {
  if (query.isPending) return <Loader role="status" aria-label={`Loading ${what}`} />;
  if (!query.isError) return null;
  return apiErrorCode(query.error) === notFound.code ? (
    <Alert color="orange" title={notFound.title} role="alert">
      {errorMessage(query.error, notFound.message)}
    </Alert>
  ) : (
    <Alert color="red" role="alert">
      {errorMessage(
        query.error,
        `${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded. Please try again.`,
      )}
    </Alert>
  );
}
