import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Button } from '../Button/index.ts';
import * as styles from './AnswerTable.css.ts';
import type { AnswerTableColumn } from './types.ts';

export type ColumnMenuProps = {
  columns: readonly AnswerTableColumn[];
  hidden: readonly string[];
  onVisibilityChange: (key: string, visible: boolean) => void;
  label: string;
  alwaysShown: string;
};

/** 「表示する列」: one checkbox item per column; it stays open so several columns can be switched at once. */
export const ColumnMenu = ({ columns, hidden, onVisibilityChange, label, alwaysShown }: ColumnMenuProps) => (
  <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end', gutter: 8 }} lazyMount unmountOnExit>
    <Menu.Trigger asChild>
      <Button variant="secondary" size="small">
        {label}
      </Button>
    </Menu.Trigger>
    <Portal>
      <Menu.Positioner className={styles.menuPositioner}>
        <Menu.Content className={styles.menuContent}>
          {columns.map((column) => {
            const fixed = column.kind === 'id';
            return (
              <Menu.CheckboxItem
                key={column.key}
                value={column.key}
                className={styles.menuItem}
                checked={fixed || !hidden.includes(column.key)}
                disabled={fixed}
                onCheckedChange={(checked) => onVisibilityChange(column.key, checked)}
              >
                <span className={styles.menuCheck} aria-hidden="true">
                  <Menu.ItemIndicator asChild>
                    <svg
                      className={styles.menuCheckIcon}
                      viewBox="0 0 16 16"
                      fill="none"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path d="M3 8.5l3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </Menu.ItemIndicator>
                </span>
                <Menu.ItemText>
                  {column.label}
                  {fixed ? alwaysShown : null}
                </Menu.ItemText>
              </Menu.CheckboxItem>
            );
          })}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  </Menu.Root>
);
