export type { OneTimeSecretProps } from './OneTimeSecret.tsx';
export { OneTimeSecret } from './OneTimeSecret.tsx';
