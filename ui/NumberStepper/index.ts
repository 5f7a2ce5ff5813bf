export type { NumberStepperProps } from './NumberStepper.tsx';
export { NumberStepper } from './NumberStepper.tsx';
