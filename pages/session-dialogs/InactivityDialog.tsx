import { useUnit } from 'effector-react';
import { $inactivity, clicked, staySignedInClicked } from '../../model/session/index.ts';
import { Button, Dialog } from '../../ui/index.ts';
import * as styles from './dialogs.css.ts';
import { inactivityText as text } from './text.ts';

/**
 * Beyond the spec: the countdown before the inactivity limit. Staying is any click (spec §4's rule
 * refreshes the activity) and renews the server's session too. Past the limit, the next click signs out.
 */
export const InactivityDialog = () => {
  const { inactivity, stay, click } = useUnit({ inactivity: $inactivity, stay: staySignedInClicked, click: clicked });
  const expired = inactivity.phase === 'expired';

  return (
    <Dialog
      role="alertdialog"
      open={inactivity.phase !== 'active'}
      onOpenChange={(open) => {
        if (open) return;
        if (expired) click();
        else stay();
      }}
      title={expired ? text.expiredTitle : text.warningTitle}
      description={expired ? text.expiredBody : text.warningBody}
      footer={
        expired ? (
          <Button onClick={() => click()}>{text.expiredAction}</Button>
        ) : (
          <Button onClick={() => stay()}>{text.stay}</Button>
        )
      }
    >
      {expired ? null : (
        // role="timer": read on request, not announced every second.
        <p role="timer" className={styles.countdown}>
          {text.countdown(inactivity.secondsLeft)}
        </p>
      )}
    </Dialog>
  );
};
