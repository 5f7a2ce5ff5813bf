import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../ui/theme/global.css.ts';

// findBy*/waitFor wait for a state; their default of 1 s is too short on CI's two busy cores, where a
// story's render and axe share the CPU with the other worker's. A state that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
  },
  initialGlobals: { locale: 'ja' },
  decorators: [
    (Story) => {
      document.documentElement.lang = 'ja';
      return <Story />;
    },
  ],
};

export default preview;
