/**
 * GET /common.css (spec §7.1): the stylesheet shared by the agency's published pages, which the
 * console loads for page previews. The reference server answers a small neutral sheet
 * (served by the auth.commonCss endpoint, server/routes/auth/session.ts).
 */
export const COMMON_CSS = `/* 共通スタイル (reference server) */
body { font-family: 'Noto Sans JP', -apple-system, BlinkMacSystemFont, 'Hiragino Sans', 'Yu Gothic UI', Meiryo, sans-serif; line-height: 1.7; }
`;
