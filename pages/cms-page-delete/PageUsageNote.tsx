import type { PageUse } from '../../contract/index.ts';
import type { ListStatus } from '../../model/kit/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { pageListText } from '../cms-shared/index.ts';
import { LoadFailed } from '../shared/index.ts';

const text = pageListText.delete;

/**
 * Where the page is used, said before the delete: the pages that link to it and the forms that post to it.
 * A used page may still be deleted; the note says plainly which links break. A failed check says so too.
 */
export const PageUsageNote = ({
  status,
  used,
  onRetry,
}: {
  status: ListStatus;
  used: readonly PageUse[];
  onRetry: () => void;
}) => {
  if (status === 'rejected') {
    return <LoadFailed title={text.usedFailed} description={text.usedFailedDescription} onRetry={onRetry} />;
  }
  if (status !== 'fulfilled') return <Spinner label={text.usedLoading} />;
  if (used.length === 0) return <p>{text.usedNone}</p>;
  return (
    <InlineAlert severity="warning" title={text.usedTitle(used.length)}>
      <p>{text.usedDescription}</p>
      <ul>
        {used.map((use) => (
          <li key={`${use.kind}-${use.id}`}>
            {use.kind === 'form' ? text.usedByForm(use.title) : text.usedByPage(use.title)}
          </li>
        ))}
      </ul>
    </InlineAlert>
  );
};
