import type { SignInRequirement } from '../../contract/index.ts';

/**
 * The routes the session model sends people to. The router (app/) declares its routes with these, so a
 * path is written once.
 */
export const sessionPaths = {
  login: '/',
  updatePassword: '/login/update-password',
  verifyOtp: '/login/verify-otp',
  verifyToken: '/login/verify-token',
  guideOtp: '/login/guide-otp',
  overview: '/overview',
  passwordChange: '/pw-update',
} as const;

/** Spec §4: the answer's `require` decides the next step. */
export const stepPaths: Record<SignInRequirement, string> = {
  update_password: sessionPaths.updatePassword,
  verify_otp: sessionPaths.verifyOtp,
  otp: sessionPaths.verifyToken,
};
