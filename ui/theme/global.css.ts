import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size[16],
  lineHeight: vars.font.lineHeight[16],
  color: vars.color.text.body,
  backgroundColor: vars.color.surface.page,
});

globalStyle('a', {
  color: vars.color.text.link,
});

globalStyle('a:hover', {
  color: vars.color.text.linkHover,
});

globalStyle(':focus-visible', {
  outline: vars.focus.outline,
  outlineOffset: vars.focus.offset,
  boxShadow: vars.focus.ring,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
