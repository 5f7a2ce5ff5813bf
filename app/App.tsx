import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';

export const App = ({ scope }: { scope: Scope }) => (
  <Provider value={scope}>
    <RouterProvider router={router} />
  </Provider>
);
