import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard, PageHeader } from '../../ui/index.ts';
import { notFoundText as text } from './text.ts';

/** Spec §2.4: 5-second Japanese countdown, then `/`. */
export const REDIRECT_SECONDS = 5;

const Countdown = () => {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    if (left <= 0) {
      navigate('/', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);

  return (
    <>
      <p aria-live="polite">{text.countdown(left)}</p>
      <p>
        <Link to="/" replace>
          {text.goNow}
        </Link>
      </p>
    </>
  );
};

export type NotFoundPageProps = {
  /**
   * An unknown path has no frame around it: the page brings its own main landmark, as the sign-in screens
   * do. A route the user's levels do not open shows inside the signed-in frame, whose main it uses.
   */
  standalone?: boolean;
};

export const NotFoundPage = ({ standalone = false }: NotFoundPageProps) => {
  // The spec gives the sentence in English (§2.4); it is marked so, for screen readers' pronunciation.
  const message = <span lang="en">{text.message}</span>;
  return standalone ? (
    <AuthCard title={text.heading} description={message}>
      <Countdown />
    </AuthCard>
  ) : (
    <>
      <PageHeader title={text.heading} description={message} />
      <Countdown />
    </>
  );
};
