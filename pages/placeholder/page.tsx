import { PageHeader } from '../../ui/index.ts';

export interface PlaceholderPageProps {
  title: string;
}

/** A screen the console does not have yet: says so plainly instead of failing. */
export const PlaceholderPage = ({ title }: PlaceholderPageProps) => (
  <PageHeader title={title} description="この画面は準備中です。公開までしばらくお待ちください。" />
);
