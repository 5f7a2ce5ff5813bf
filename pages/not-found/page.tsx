import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notFoundText as text } from './text.ts';

/** Spec §2.4: 5-second Japanese countdown, then `/`. */
export const REDIRECT_SECONDS = 5;

export const NotFoundPage = () => {
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
    <main>
      <h1>{text.heading}</h1>
      <p lang="en">{text.message}</p>
      <p aria-live="polite">{text.countdown(left)}</p>
      <Link to="/" replace>
        {text.goNow}
      </Link>
    </main>
  );
};
