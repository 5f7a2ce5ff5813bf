import { PageHeader, Spinner } from '../../ui/index.ts';

/** A record screen before it has its record: loading (its own fetch), or not found (deleted, or not visible). */
export const RecordStatus = ({
  fetching,
  words,
}: {
  fetching: boolean;
  words: { loading: string; notFoundTitle: string; notFoundDescription: string };
}) =>
  fetching ? (
    <>
      <PageHeader title={words.loading} />
      <Spinner size="large" label={words.loading} />
    </>
  ) : (
    <PageHeader title={words.notFoundTitle} description={words.notFoundDescription} />
  );
