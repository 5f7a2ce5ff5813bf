export { vars } from './contract.css.ts';
export { breakpoints, durationMs } from './tokens.ts';
