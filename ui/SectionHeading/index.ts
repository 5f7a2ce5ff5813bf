export type { SectionHeadingLevel, SectionHeadingProps } from './SectionHeading.tsx';
export { SectionHeading, sectionHeadingLevels } from './SectionHeading.tsx';
