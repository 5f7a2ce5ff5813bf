import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { $mailingBlocked, mailingPagesText, memberRemove, members } from '../../model/mailing/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { kitText, LoadFailed, MutationFormDialog, paths, ReadOnlyNotice } from '../shared/index.ts';
import { $removingMember, MemberRemoveGate } from './model.ts';

const text = mailingPagesText.memberRemove;

/** /mailing/{id}/member/remove/{mId}, over the list's page: asked first, naming the address. */
export const MemberRemoveDialog = () => {
  const params = useParams();
  const id = Number(params.id);
  useGate(MemberRemoveGate, { id, memberId: Number(params.mId) });
  const state = useUnit({
    member: $removingMember,
    loading: members.$pending,
    failed: members.$failed,
    onRetry: members.refreshed,
    blocked: $mailingBlocked,
  });
  const { member } = state;
  return (
    <MutationFormDialog
      dialog={memberRemove}
      fallback={paths.mailing.detail.to({ id })}
      title={member ? text.title(member.email) : state.loading ? mailingPagesText.loading : text.missingTitle}
      description={member ? text.description : state.loading ? mailingPagesText.loading : ''}
      words={{ submit: text.submit, failed: mailingPagesText.deleteFailedTitle }}
      destructive
      submitDisabled={!member || state.blocked !== null}
    >
      {!member ? (
        state.loading ? (
          <Spinner label={mailingPagesText.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={text.missingTitle} />
        )
      ) : state.blocked ? (
        <ReadOnlyNotice reason={state.blocked} />
      ) : null}
    </MutationFormDialog>
  );
};
