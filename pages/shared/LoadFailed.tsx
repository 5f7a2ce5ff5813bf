import { Button, InlineAlert } from '../../ui/index.ts';
import { kitText } from './kitText.ts';

/** A load that failed, in place of what it would have shown: said so, with 再試行 (never "none yet"). */
export const LoadFailed = ({
  title,
  description,
  onRetry,
}: {
  title: string;
  description?: string;
  onRetry: () => void;
}) => (
  <InlineAlert severity="error" title={title}>
    {description ? <p>{description}</p> : null}
    <Button variant="secondary" onClick={onRetry}>
      {kitText.retry}
    </Button>
  </InlineAlert>
);
