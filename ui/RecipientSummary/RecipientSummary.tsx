import { InlineAlert } from '../InlineAlert/index.ts';
import { Spinner } from '../Spinner/index.ts';
import * as styles from './RecipientSummary.css.ts';

export type RecipientSummaryWords = {
  /** 「受信者 152 人」. */
  count: (count: number) => string;
  /** 「複数のリストに重複する 3 件は 1 通にまとめます」. */
  duplicates: (count: number) => string;
  outsideTitle: (count: number) => string;
  outsideBody: string;
  /** 「ほか 12 件」. */
  more: (count: number) => string;
  unsubscribe: string;
  counting: string;
  failed: string;
  /** Before any list is chosen. */
  none: string;
};

export type RecipientSummaryProps = {
  /** `idle`: nothing to count yet; `counting`: the first answer is on its way; `failed`: no answer. */
  state: 'idle' | 'counting' | 'failed' | 'counted';
  recipientCount?: number;
  duplicateCount?: number;
  outsideDomains?: readonly string[];
  unsubscribe?: boolean;
  /** How many outside addresses to name before 「ほか N 件」. */
  shown?: number;
  words: RecipientSummaryWords;
};

/** Who a mail will reach: the exact count after duplicates, and a warning for addresses outside the allowed domains. */
export const RecipientSummary = ({
  state,
  recipientCount = 0,
  duplicateCount = 0,
  outsideDomains = [],
  unsubscribe = false,
  shown = 5,
  words,
}: RecipientSummaryProps) => {
  if (state === 'idle') return <p className={styles.detail}>{words.none}</p>;
  if (state === 'counting') return <Spinner label={words.counting} />;
  if (state === 'failed') return <InlineAlert severity="warning">{words.failed}</InlineAlert>;
  const named = outsideDomains.slice(0, shown);
  return (
    <div className={styles.root}>
      <p className={styles.count}>{words.count(recipientCount)}</p>
      {duplicateCount > 0 ? <p className={styles.detail}>{words.duplicates(duplicateCount)}</p> : null}
      {unsubscribe ? <p className={styles.detail}>{words.unsubscribe}</p> : null}
      {outsideDomains.length > 0 ? (
        <InlineAlert severity="warning" title={words.outsideTitle(outsideDomains.length)}>
          <p>{words.outsideBody}</p>
          <ul className={styles.addresses}>
            {named.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
          {outsideDomains.length > named.length ? <p>{words.more(outsideDomains.length - named.length)}</p> : null}
        </InlineAlert>
      ) : null}
    </div>
  );
};
