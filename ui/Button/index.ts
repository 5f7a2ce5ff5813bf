export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.tsx';
export { Button, buttonSizes, buttonVariants } from './Button.tsx';
