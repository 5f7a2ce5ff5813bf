import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { kitText } from './kitText.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { MutationFormDialog, type MutationFormDialogProps } from './MutationDialogs.tsx';
import { ReadOnlyNotice } from './ReadOnlyNotice.tsx';

/** The parts of the list resource (model/kit `createListResource`) the record is looked up in. */
export interface RecordListModel {
  $pending: Store<boolean>;
  $failed: Store<boolean>;
  refreshed: EventCallable<void>;
}

export interface RecordDialogProps<R> extends Omit<MutationFormDialogProps, 'title' | 'description' | 'children'> {
  /** The record the route names, as its list has it: null (or undefined) while loading or when it is not there. */
  record: R | null | undefined;
  /** The list it is looked up in: its loading, its failure and 再試行. */
  list: RecordListModel;
  /** The words until the record is in hand; `failedTitle` defaults to `kitText.loadFailed.title`. */
  states: { loading: string; missingTitle: string; missingDescription: string; failedTitle?: string };
  title: (record: R) => ReactNode;
  description: ReactNode | ((record: R) => ReactNode);
  /** Why the record may be read but not changed: said (`ReadOnlyNotice`) in place of `children`, nothing sent. */
  blocked?: string | null;
  /** The body with the record (nothing, a usage check, fields). */
  children?: (record: R) => ReactNode;
}

/**
 * A dialog route over a record found in a list (`MutationFormDialog`): while the list loads, a spinner; when it
 * failed, the failure and 再試行; when the record is not there, a warning; then the record's title, description
 * and body. Submit is offered only with the record and nothing blocking it (nor `submitDisabled`).
 */
export const RecordDialog = <R,>({
  record,
  list,
  states,
  title,
  description,
  blocked = null,
  submitDisabled = false,
  children,
  ...rest
}: RecordDialogProps<R>) => {
  const { loading, failed, onRetry } = useUnit({
    loading: list.$pending,
    failed: list.$failed,
    onRetry: list.refreshed,
  });
  const has = record !== null && record !== undefined;
  const failedTitle = states.failedTitle ?? kitText.loadFailed.title;
  return (
    <MutationFormDialog
      {...rest}
      title={has ? title(record) : loading ? states.loading : failed ? failedTitle : states.missingTitle}
      // Always a text: Ark links the description only if it is there when the dialog opens.
      description={
        has
          ? typeof description === 'function'
            ? description(record)
            : description
          : loading
            ? states.loading
            : failed
              ? ''
              : states.missingDescription
      }
      submitDisabled={!has || blocked !== null || submitDisabled}
    >
      {has ? (
        blocked !== null ? (
          <ReadOnlyNotice reason={blocked} />
        ) : (
          children?.(record)
        )
      ) : loading ? (
        <Spinner label={states.loading} />
      ) : failed ? (
        <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={() => onRetry()} />
      ) : (
        <InlineAlert severity="warning" title={states.missingTitle} />
      )}
    </MutationFormDialog>
  );
};
