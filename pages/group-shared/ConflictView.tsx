import type { Group } from '../../contract/index.ts';
import type { GroupDraft } from '../../model/group/index.ts';
import { Button, DataTable, InlineAlert, VisuallyHidden } from '../../ui/index.ts';
import * as styles from './styles.css.ts';
import { groupPagesText as text } from './text.ts';

interface Row {
  key: string;
  field: string;
  mine: string;
  theirs: string;
}

const rowsOf = (mine: GroupDraft, theirs: Group): Row[] => [
  { key: 'name', field: text.editor.name, mine: mine.name, theirs: theirs.name },
  { key: 'description', field: text.editor.description, mine: mine.description, theirs: theirs.description },
  ...text.areaLabels.map((area, index) => ({
    key: `level-${index}`,
    field: `${text.editor.levels}：${area}`,
    mine: String(mine.permission[index] ?? 0),
    theirs: String(theirs.permission[index] ?? 0),
  })),
];

const Value = ({ row, value }: { row: Row; value: string }) =>
  row.mine === row.theirs ? (
    value
  ) : (
    <span className={styles.differs}>
      {value}
      <VisuallyHidden>{text.conflict.differs}</VisuallyHidden>
    </span>
  );

export interface ConflictViewProps {
  mine: GroupDraft;
  theirs: Group;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  pending?: boolean;
}

/** After a 409: what I typed beside what is saved now, field by field, and the two ways out. */
export const ConflictView = ({ mine, theirs, onKeepMine, onTakeTheirs, pending = false }: ConflictViewProps) => (
  <div className={styles.conflict}>
    <InlineAlert severity="warning" title={text.conflict.title}>
      {text.conflict.body}
    </InlineAlert>
    <DataTable
      caption={text.conflict.caption}
      captionHidden
      columns={[
        { key: 'field', header: text.conflict.field, render: (row: Row) => row.field },
        { key: 'mine', header: text.conflict.mine, render: (row: Row) => <Value row={row} value={row.mine} /> },
        { key: 'theirs', header: text.conflict.theirs, render: (row: Row) => <Value row={row} value={row.theirs} /> },
      ]}
      rows={rowsOf(mine, theirs)}
      rowKey={(row) => row.key}
    />
    <div className={styles.conflictActions}>
      <Button onClick={onKeepMine} loading={pending}>
        {text.conflict.keepMine}
      </Button>
      <Button variant="secondary" onClick={onTakeTheirs} disabled={pending}>
        {text.conflict.takeTheirs}
      </Button>
    </div>
  </div>
);
