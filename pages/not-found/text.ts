import { glossary } from '../../contract/index.ts';

export const notFoundText = {
  // The spec gives this sentence in English (§2.4); it stays as written, with Japanese around it.
  message: "The page you're looking for doesn't exist.",
  heading: `ページが${glossary.states.notFound}`,
  countdown: (seconds: number) => `${seconds} 秒後に${glossary.navigation.home}へ移動します。`,
  goNow: `今すぐ${glossary.navigation.home}へ`,
} as const;
