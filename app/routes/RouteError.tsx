import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { glossary } from '../../contract/index.ts';
import { Button, InlineAlert } from '../../ui/index.ts';
import { leavePrerendered } from '../prerender/leave.ts';
import { ChunkLoadError } from './loadChunk.ts';

/** Spec §8: unhandled routing errors get the default view headed "Unexpected Application Error!". */
export const RouteError = () => {
  const error = useRouteError();
  // The error shows instead of every screen: nothing must stay over it (app/prerender).
  useLayoutEffect(leavePrerendered, []);
  if (error instanceof ChunkLoadError) {
    return (
      <main>
        <InlineAlert severity="error" title="読み込みエラー">
          <p>
            {error.message} 通信状況を確認して、ページを{glossary.actions.reload}してください。
          </p>
          <p>
            <Button onClick={() => window.location.reload()}>{glossary.actions.reload}</Button>
          </p>
        </InlineAlert>
      </main>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main>
      <h1 lang="en">Unexpected Application Error!</h1>
      <p>予期しないエラーが発生しました。ページを{glossary.actions.reload}してください。</p>
      <pre>{detail}</pre>
    </main>
  );
};
