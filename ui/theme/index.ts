export { vars } from './contract.css.ts';
export { breakpoints } from './tokens.ts';
