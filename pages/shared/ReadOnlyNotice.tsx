import { InlineAlert } from '../../ui/index.ts';
import { kitText } from './kitText.ts';

/**
 * Why the screen may be read but not changed (the model's reason: the level it needs, or a record that is
 * not this user's); nothing when it may be changed.
 */
export const ReadOnlyNotice = ({ reason }: { reason: string | null | undefined }) =>
  reason ? (
    <InlineAlert severity="info" title={kitText.readOnlyTitle}>
      {reason}
    </InlineAlert>
  ) : null;
