import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/theme/global.css.ts';
import { App } from './App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root がありません');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
