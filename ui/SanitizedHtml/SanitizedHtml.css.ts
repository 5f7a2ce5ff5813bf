import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

export const root = style({
  overflowWrap: 'anywhere',
});

// Server HTML brings its own paragraphs; their browser margins would push the content off its box.
globalStyle(`${root} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${root} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${root} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${root} p`, { marginBlock: vars.space[8] });
