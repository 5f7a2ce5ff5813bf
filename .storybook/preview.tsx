import type { Preview } from '@storybook/react-vite';
import '../ui/theme/global.css.ts';

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
