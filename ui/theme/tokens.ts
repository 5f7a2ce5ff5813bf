/**
 * Raw design tokens after the Digital Agency Design System (デジタル庁デザインシステム).
 * The only place in ui/ where colours and lengths are written out; components read them through `vars`.
 */

export const blue = {
  50: '#E8F1FE',
  100: '#D9E6FF',
  200: '#C5D7FB',
  300: '#9DB7F9',
  400: '#7096F8',
  500: '#4979F5',
  600: '#3460FB',
  700: '#264AF4',
  800: '#0031D8',
  900: '#0017C1',
  1000: '#00118F',
  1100: '#000082',
  1200: '#000071',
} as const;

export const lightBlue = {
  700: '#0877D7',
} as const;

export const red = {
  50: '#FDEEEE',
  100: '#FFDADA',
  200: '#FFBBBB',
  300: '#FF9696',
  400: '#FF7171',
  500: '#FF5454',
  600: '#FE3939',
  700: '#FA0000',
  800: '#EC0000',
  900: '#CE0000',
  1000: '#A90000',
  1100: '#850000',
  1200: '#620000',
} as const;

export const green = {
  50: '#E6F5EC',
  100: '#C2E5D1',
  200: '#9BD4B5',
  300: '#71C598',
  400: '#51B883',
  500: '#2CAC6E',
  600: '#259D63',
  700: '#1D8B56',
  800: '#197A4B',
  900: '#115A36',
  1000: '#0C472A',
  1100: '#08351F',
  1200: '#032213',
} as const;

export const yellow = {
  50: '#FBF5E0',
  100: '#FFF0B3',
  200: '#FFE380',
  300: '#FFD43D',
  400: '#FFC700',
  500: '#EBB700',
  600: '#D2A400',
  700: '#B78F00',
  800: '#A58000',
  900: '#927200',
  1000: '#806300',
  1100: '#6E5600',
  1200: '#604B00',
} as const;

export const solidGrey = {
  50: '#F2F2F2',
  100: '#E6E6E8',
  200: '#D8D8DB',
  300: '#C6C6C9',
  400: '#A9A9AC',
  420: '#949497',
  500: '#7F7F82',
  536: '#767679',
  600: '#626264',
  700: '#4D4D4F',
  800: '#333335',
  900: '#1A1A1C',
} as const;

export const white = '#FFFFFF';
export const black = '#000000';

/** Contrast on white, measured: blue-900 11.1, red-900 5.8, green-800 5.4, yellow-1000 5.7, grey-600 6.1, grey-420 3.0 (borders only). */
export const color = {
  text: {
    body: solidGrey[900],
    secondary: solidGrey[600],
    disabled: solidGrey[600],
    inverse: white,
    link: blue[900],
    linkHover: blue[1000],
    error: red[900],
    success: green[800],
    warning: yellow[1000],
  },
  surface: {
    page: white,
    raised: white,
    subtle: solidGrey[50],
    disabled: solidGrey[100],
    primarySubtle: blue[50],
    errorSubtle: red[50],
    successSubtle: green[50],
    warningSubtle: yellow[100],
    /** Laid over content that is loading: dims it while keeping its shape visible. */
    veil: 'rgba(255, 255, 255, 0.75)',
  },
  border: {
    field: solidGrey[600],
    strong: solidGrey[420],
    subtle: solidGrey[200],
    error: red[900],
  },
  primary: { base: blue[900], hover: blue[1000], active: blue[1200], subtle: blue[50], subtleHover: blue[100] },
  danger: { base: red[800], hover: red[900], active: red[1000], subtle: red[50] },
  success: { base: green[600], strong: green[800], subtle: green[50] },
  warning: { base: yellow[700], strong: yellow[1000], subtle: yellow[100] },
  focus: { outline: black, ring: yellow[300] },
  /**
   * Filled labels (notice types, unread badge). White text on danger 5.8, success 5.4 and info 11.1;
   * warning is a light fill, so it takes body text (grey-900 on yellow-300: 12.2).
   */
  tag: { danger: red[900], success: green[800], warning: yellow[300], info: blue[900] },
  backdrop: 'rgba(0, 0, 0, 0.5)',
} as const;

export const space = {
  4: '4px',
  8: '8px',
  12: '12px',
  16: '16px',
  24: '24px',
  32: '32px',
  40: '40px',
  48: '48px',
  64: '64px',
} as const;

export const radius = {
  4: '4px',
  8: '8px',
  12: '12px',
  full: '9999px',
} as const;

export const fontFamily =
  "'Noto Sans JP', -apple-system, BlinkMacSystemFont, 'Hiragino Sans', 'Yu Gothic UI', Meiryo, sans-serif";

/** For codes and secrets read character by character: 0 and O, l and 1 look different. */
export const fontFamilyMono = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Noto Sans Mono', monospace";

/** In rem so the reader's own browser font size still applies (16px = 1rem). */
export const fontSize = {
  14: '0.875rem',
  16: '1rem',
  18: '1.125rem',
  20: '1.25rem',
  24: '1.5rem',
  28: '1.75rem',
  32: '2rem',
} as const;

/** DADS pairs each size with its own line height: body text loose, headings tighter. */
export const lineHeight = {
  14: '1.7',
  16: '1.7',
  18: '1.6',
  20: '1.5',
  24: '1.5',
  28: '1.4',
  32: '1.4',
} as const;

export const fontWeight = {
  regular: '400',
  bold: '700',
} as const;

export const size = {
  /** Spec §9: "Toolbar height 50px". */
  toolbar: '50px',
  side: '240px',
  /** Heights of buttons and text inputs; every one clears the WCAG 2.2 target-size minimum. */
  control: { small: '36px', medium: '48px', large: '56px' },
  icon: { small: '16px', medium: '24px', large: '40px' },
  dialog: '560px',
  hairline: '1px',
  /** Spec §2.8 / §9: the notice popup is 800px wide and at most 60vh tall. */
  noticePanel: '800px',
  noticePanelMaxHeight: '60vh',
  /** Width of one message in the global message overlay (spec §2.7). */
  message: '400px',
  /** Stack of fields and its actions: wider reads poorly. */
  form: '720px',
  avatar: '32px',
  badge: '20px',
} as const;

export const borderWidth = {
  thin: '1px',
  thick: '2px',
} as const;

/** DADS focus style: a thick black outline off the element with a yellow ring filling the gap. */
export const focus = {
  outline: `4px solid ${black}`,
  offset: '2px',
  ring: `0 0 0 2px ${color.focus.ring}`,
} as const;

export const shadow = {
  raised: '0 2px 8px 1px rgba(0, 0, 0, 0.1), 0 1px 5px 0 rgba(0, 0, 0, 0.3)',
  overlay: '0 8px 24px 5px rgba(0, 0, 0, 0.1), 0 2px 10px 0 rgba(0, 0, 0, 0.3)',
} as const;

export const zIndex = {
  /** Over the content of one area only (the loading overlay), under everything else. */
  cover: '1',
  toolbar: '10',
  skipLink: '20',
  overlay: '100',
  dialog: '110',
  /** Popovers and select lists: above the toolbar, and above a dialog they open from. */
  popover: '120',
  toast: '200',
} as const;

/** Durations as numbers, for timers in components that must wait for an animation to end. */
export const durationMs = {
  /** Spec §2.7: messages fade out over 200 ms; the same fade is used for every overlay. */
  fade: 200,
  spin: 800,
  /** Spec §2.7 / §9: how long a global message stays when its own time is not given. */
  message: 6000,
} as const;

export const motion = {
  fade: `${durationMs.fade}ms`,
  spin: `${durationMs.spin}ms`,
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Media queries cannot read CSS variables, so breakpoints are used as raw values through this export. */
export const breakpoints = {
  wide: '768px',
} as const;
