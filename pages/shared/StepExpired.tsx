import { Link } from 'react-router-dom';
import { InlineAlert } from '../../ui/index.ts';

export const stepExpiredText = {
  title: 'ログインの手続きが中断されました',
  body: '画面の再読み込みなどで、入力したログイン情報が失われました。お手数ですが、最初からやり直してください。',
  back: 'ログイン画面へ戻る',
} as const;

/** A sign-in step opened without the temporary login (after a reload: it is only kept in memory, spec §3). */
export const StepExpired = () => (
  <InlineAlert severity="warning" title={stepExpiredText.title} action={<Link to="/">{stepExpiredText.back}</Link>}>
    {stepExpiredText.body}
  </InlineAlert>
);
