import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Select, type SelectItem } from '../Select/index.ts';
import * as styles from './NoticeFilters.css.ts';

export interface NoticeFiltersWords {
  /** The group's accessible name. */
  label: string;
  type: string;
  unreadOnly: string;
  clear: string;
}

export type NoticeFiltersProps<V extends string> = {
  /** Every choice of type, 「すべて」 first. */
  types: readonly SelectItem<V>[];
  type: V;
  onTypeChange: (type: V) => void;
  unreadOnly: boolean;
  onUnreadOnlyChange: (unreadOnly: boolean) => void;
  /** How many are shown of how many, in the page's words; read out when it changes. */
  count: string;
  /** Something is filtered out: the clear button is offered. */
  active: boolean;
  onClear: () => void;
  words: NoticeFiltersWords;
};

/** The filters over a list of notices: one type or all, unread only, and how many are shown. */
export const NoticeFilters = <V extends string>({
  types,
  type,
  onTypeChange,
  unreadOnly,
  onUnreadOnlyChange,
  count,
  active,
  onClear,
  words,
}: NoticeFiltersProps<V>) => {
  const countId = useId();
  return (
    <fieldset className={styles.root} aria-describedby={countId}>
      <legend className={styles.legend}>{words.label}</legend>
      <div className={styles.row}>
        <Select<V>
          className={styles.type}
          label={words.type}
          items={types}
          value={type}
          onValueChange={(value) => {
            if (value !== null) onTypeChange(value);
          }}
        />
        <Checkbox
          className={styles.unread}
          label={words.unreadOnly}
          checked={unreadOnly}
          onCheckedChange={onUnreadOnlyChange}
        />
        {active ? (
          <Button variant="tertiary" size="small" className={styles.clear} onClick={onClear}>
            {words.clear}
          </Button>
        ) : null}
      </div>
      <p id={countId} className={styles.count} aria-live="polite">
        {count}
      </p>
    </fieldset>
  );
};
