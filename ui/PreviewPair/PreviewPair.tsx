import { useId } from 'react';
import { PagePreview } from '../PagePreview/index.ts';
import { Spinner } from '../Spinner/index.ts';
import * as styles from './PreviewPair.css.ts';

export const previewPairHeadingLevels = [2, 3, 4] as const;
export type PreviewPairHeadingLevel = (typeof previewPairHeadingLevels)[number];

export type PreviewPairSide = {
  /** The side's heading, e.g. 「公開中」. */
  label: string;
  /** The composed page, or null when there is none to show. */
  html: string | null;
  /** The frame's accessible name, e.g. 「公開中のプレビュー: お知らせ」. */
  title: string;
  /** Its page is still being read: a spinner (`loadingText`) instead of `emptyText`. */
  pending?: boolean;
};

export type PreviewPairProps = {
  heading: string;
  /** The section heading's rank; each side's heading is one below. */
  headingLevel?: PreviewPairHeadingLevel;
  /** A remark on both previews, under the heading. */
  note?: string;
  sides: readonly [PreviewPairSide, PreviewPairSide];
  /**
   * Said in place of a side with no page. Without it such a side shows its heading only, for a screen that
   * tells why elsewhere (a failed or missing version's own message).
   */
  emptyText?: string;
  /** The spinner's name while a side is pending. */
  loadingText?: string;
};

const headingTag = (level: number) => `h${level}` as 'h2' | 'h3' | 'h4' | 'h5';

const Side = ({
  side,
  level,
  emptyText,
  loadingText,
}: {
  side: PreviewPairSide;
  level: number;
  emptyText: string | undefined;
  loadingText: string | undefined;
}) => {
  const Heading = headingTag(level);
  return (
    <div className={styles.side}>
      <Heading className={styles.heading}>{side.label}</Heading>
      {side.html !== null ? (
        <PagePreview html={side.html} title={side.title} />
      ) : side.pending ? (
        <Spinner size="small" label={loadingText} />
      ) : emptyText ? (
        <p className={styles.quiet}>{emptyText}</p>
      ) : null}
    </div>
  );
};

/** Two composed pages compared, each under its own heading: side by side from 72rem, one above the other below. */
export const PreviewPair = ({ heading, headingLevel = 3, note, sides, emptyText, loadingText }: PreviewPairProps) => {
  const headingId = useId();
  const Heading = headingTag(headingLevel);
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {note ? <p className={styles.quiet}>{note}</p> : null}
      <div className={styles.sides}>
        <Side side={sides[0]} level={headingLevel + 1} emptyText={emptyText} loadingText={loadingText} />
        <Side side={sides[1]} level={headingLevel + 1} emptyText={emptyText} loadingText={loadingText} />
      </div>
    </section>
  );
};
