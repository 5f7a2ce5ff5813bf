import { allSettled } from 'effector';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/theme/global.css.ts';
import { installJapaneseMessages } from '../contract/index.ts';
import { appStarted } from '../model/session/index.ts';
import { App } from './App.tsx';
import { createAppScope } from './scope.ts';

installJapaneseMessages();
const scope = createAppScope();

const container = document.getElementById('root');
if (!container) throw new Error('#root がありません');
createRoot(container).render(
  <StrictMode>
    <App scope={scope} />
  </StrictMode>,
);

// Spec §7.1: allowed domains, config and the authentication check (and a returning identity-provider redirect).
void allSettled(appStarted, { scope });
