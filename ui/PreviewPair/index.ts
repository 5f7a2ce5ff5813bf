export type { PreviewPairHeadingLevel, PreviewPairProps, PreviewPairSide } from './PreviewPair.tsx';
export { PreviewPair, previewPairHeadingLevels } from './PreviewPair.tsx';
