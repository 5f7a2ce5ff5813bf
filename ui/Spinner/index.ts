export type { SpinnerProps, SpinnerSize } from './Spinner.tsx';
export { Spinner, spinnerSizes } from './Spinner.tsx';
