import { Link } from 'react-router-dom';
import { glossary } from '../../contract/index.ts';
import { InlineAlert } from '../../ui/index.ts';

export const stepExpiredText = {
  title: `${glossary.session.signIn}の手続きが中断されました`,
  body: `画面の${glossary.actions.reload}などで、入力した${glossary.session.signIn}情報が失われました。お手数ですが、最初からやり直してください。`,
  back: glossary.actions.backToSignIn,
} as const;

/** A sign-in step opened without the temporary login (after a reload: it is only kept in memory, spec §3). */
export const StepExpired = () => (
  <InlineAlert severity="warning" title={stepExpiredText.title} action={<Link to="/">{stepExpiredText.back}</Link>}>
    {stepExpiredText.body}
  </InlineAlert>
);
