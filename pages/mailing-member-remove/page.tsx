import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { $mailingBlocked, mailingPagesText, memberRemove, members } from '../../model/mailing/index.ts';
import { paths, RecordDialog } from '../shared/index.ts';
import { $removingMember, MemberRemoveGate } from './model.ts';

const text = mailingPagesText.memberRemove;
const states = { loading: mailingPagesText.loading, missingTitle: text.missingTitle, missingDescription: '' };

/** /mailing/{id}/member/remove/{mId}, over the list's page: asked first, naming the address. */
export const MemberRemoveDialog = () => {
  const params = useParams();
  const id = Number(params.id);
  useGate(MemberRemoveGate, { id, memberId: Number(params.mId) });
  const state = useUnit({
    member: $removingMember,
    blocked: $mailingBlocked,
  });
  return (
    <RecordDialog
      dialog={memberRemove}
      fallback={paths.mailing.detail.to({ id })}
      record={state.member}
      list={members}
      states={states}
      title={(member) => text.title(member.email)}
      description={text.description}
      words={{ submit: text.submit, failed: mailingPagesText.deleteFailedTitle }}
      destructive
      blocked={state.blocked}
    />
  );
};
