import { Button, DataTable, InlineAlert, SanitizedHtml, VisuallyHidden } from '../../ui/index.ts';
import * as styles from './kit.css.ts';
import { kitText } from './kitText.ts';

const text = kitText.conflict;

/** One field of a conflict, as text: what I typed and what is saved now. */
export interface ConflictRow {
  key: string;
  field: string;
  mine: string;
  theirs: string;
}

const Value = ({ row, value }: { row: ConflictRow; value: string }) =>
  row.mine === row.theirs ? (
    value
  ) : (
    <span className={styles.differs}>
      {value}
      <VisuallyHidden>{text.differs}</VisuallyHidden>
    </span>
  );

export interface ConflictViewProps {
  rows: ConflictRow[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  pending?: boolean;
}

/** After a stale save (409): what I typed beside what is saved now, field by field, and the two ways out. */
export const ConflictView = ({ rows, onKeepMine, onTakeTheirs, pending = false }: ConflictViewProps) => (
  <div className={styles.conflict}>
    <InlineAlert severity="warning" title={text.title}>
      {text.body}
    </InlineAlert>
    <DataTable
      caption={text.caption}
      captionHidden
      columns={[
        { key: 'field', header: text.field, render: (row: ConflictRow) => row.field },
        { key: 'mine', header: text.mine, render: (row: ConflictRow) => <Value row={row} value={row.mine} /> },
        { key: 'theirs', header: text.theirs, render: (row: ConflictRow) => <Value row={row} value={row.theirs} /> },
      ]}
      rows={rows}
      rowKey={(row) => row.key}
    />
    <div className={styles.conflictActions}>
      <Button onClick={onKeepMine} loading={pending}>
        {text.keepMine}
      </Button>
      <Button variant="secondary" onClick={onTakeTheirs} disabled={pending}>
        {text.takeTheirs}
      </Button>
    </div>
  </div>
);

export interface SaveProblemProps {
  /** The conflict of a stale save, field by field; null when the last save met none. */
  conflictRows: ConflictRow[] | null;
  /** The last save's error (the server's message is HTML, spec §2.7: a name in it comes escaped). */
  saveError: string | null;
  saveFailedTitle: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  pending?: boolean;
}

/** What an editor's last save ran into, above its form: a conflict with its two ways out, or the error. */
export const SaveProblem = ({ conflictRows, saveError, saveFailedTitle, ...conflict }: SaveProblemProps) =>
  conflictRows ? (
    <ConflictView rows={conflictRows} {...conflict} />
  ) : saveError ? (
    <InlineAlert severity="error" title={saveFailedTitle}>
      <SanitizedHtml as="span" html={saveError} />
    </InlineAlert>
  ) : null;
