import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import * as tokens from './tokens.ts';

const scale = <K extends PropertyKey>(keys: Record<K, unknown>) =>
  Object.fromEntries(Object.keys(keys).map((key) => [key, null])) as Record<K, null>;

export const vars = createThemeContract({
  color: {
    text: scale(tokens.color.text),
    surface: scale(tokens.color.surface),
    border: scale(tokens.color.border),
    primary: scale(tokens.color.primary),
    danger: scale(tokens.color.danger),
    success: scale(tokens.color.success),
    warning: scale(tokens.color.warning),
    focus: scale(tokens.color.focus),
    tag: scale(tokens.color.tag),
    backdrop: null,
  },
  space: scale(tokens.space),
  radius: scale(tokens.radius),
  font: {
    family: null,
    mono: null,
    size: scale(tokens.fontSize),
    lineHeight: scale(tokens.lineHeight),
    weight: scale(tokens.fontWeight),
  },
  size: {
    toolbar: null,
    side: null,
    control: scale(tokens.size.control),
    icon: scale(tokens.size.icon),
    dialog: null,
    hairline: null,
    noticePanel: null,
    noticePanelMaxHeight: null,
    message: null,
    form: null,
    avatar: null,
    badge: null,
  },
  borderWidth: scale(tokens.borderWidth),
  focus: scale(tokens.focus),
  shadow: scale(tokens.shadow),
  zIndex: scale(tokens.zIndex),
  motion: scale(tokens.motion),
});

// On :root rather than a class on the app root: Ark portals render under <body>, outside any app wrapper.
createGlobalTheme(':root', vars, {
  color: tokens.color,
  space: tokens.space,
  radius: tokens.radius,
  font: {
    family: tokens.fontFamily,
    mono: tokens.fontFamilyMono,
    size: tokens.fontSize,
    lineHeight: tokens.lineHeight,
    weight: tokens.fontWeight,
  },
  size: tokens.size,
  borderWidth: tokens.borderWidth,
  focus: tokens.focus,
  shadow: tokens.shadow,
  zIndex: tokens.zIndex,
  motion: tokens.motion,
});
