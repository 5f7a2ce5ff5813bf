import { glossary } from '../../contract/index.ts';
import { PageHeader } from '../../ui/index.ts';

export interface PlaceholderPageProps {
  title: string;
}

/** A screen the console does not have yet: says so plainly instead of failing. */
export const PlaceholderPage = ({ title }: PlaceholderPageProps) => (
  <PageHeader
    title={title}
    description={`この画面は${glossary.states.notReady}です。公開までしばらくお待ちください。`}
  />
);
