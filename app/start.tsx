import { allSettled } from 'effector';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/theme/global.css.ts';
import { installJapaneseMessages } from '../contract/index.ts';
import { appStarted } from '../model/session/index.ts';
import { App } from './App.tsx';
import { createAppScope } from './scope.ts';
import { yieldToBrowser } from './yieldToBrowser.ts';

installJapaneseMessages();
const scope = createAppScope();

const container = document.getElementById('root');
if (!container) throw new Error('#root がありません');
const root = createRoot(container);
// Rendered as a transition, the first screen is built in slices with the page free to answer input between
// them (see startSteps.ts); what the start-up calls change later renders as usual.
startTransition(() => {
  root.render(
    <StrictMode>
      <App scope={scope} />
    </StrictMode>,
  );
});

// Spec §7.1: allowed domains, config and the authentication check (and a returning identity-provider redirect).
// In a task of its own, after the render has begun.
void yieldToBrowser().then(() => allSettled(appStarted, { scope }));
