import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { root as visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './ConnectionStatus.css.ts';

/** `connecting`: the first try after signing in, said only to screen readers; `lost`: shown until back. */
export type ConnectionStatusState = 'online' | 'connecting' | 'lost';

export type ConnectionStatusProps = {
  state: ConnectionStatusState;
  /** Why it is lost (「応答がありません」), read after the label and shown on pointing at it. */
  detail?: string;
  labels?: Record<ConnectionStatusState, string>;
};

const defaultLabels: Record<ConnectionStatusState, string> = {
  online: 'リアルタイム更新: 接続中',
  connecting: 'リアルタイム更新: 接続しています',
  lost: '更新停止中・再接続しています',
};

/**
 * The real-time channel's state for the toolbar. A live region, so a screen reader hears it drop and come
 * back; on screen only while lost, because the lists then stop following other people's changes.
 */
export const ConnectionStatus = ({ state, detail, labels = defaultLabels }: ConnectionStatusProps) => (
  // One element throughout (a live region must stay put to be heard); hidden whole while not lost, so it
  // takes no room, not even a gap, in the toolbar.
  <p role="status" className={state === 'lost' ? styles.root : visuallyHidden}>
    {state === 'lost' ? (
      <span className={styles.lost} title={detail}>
        <span className={styles.dot} aria-hidden="true" />
        {labels.lost}
        {detail ? <VisuallyHidden>{`（${detail}）`}</VisuallyHidden> : null}
      </span>
    ) : (
      labels[state]
    )}
  </p>
);
