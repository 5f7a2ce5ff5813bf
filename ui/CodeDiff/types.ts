/** The diff's own words (Japanese by default, see text.ts); a screen may pass its glossary's. */
export interface CodeDiffWords {
  loading: string;
  /** Said under the two sides: how many places differ. */
  changes: (count: number) => string;
  noChanges: string;
  keyboardHint: string;
}

export interface CodeDiffProps {
  /** The region's name, e.g. 「HTML の差分」. */
  label: string;
  /** Left: what is there now (e.g. what is live). */
  before: string;
  beforeLabel: string;
  /** Right: what would replace it (e.g. the version asked to be published). */
  after: string;
  afterLabel: string;
  words?: Partial<CodeDiffWords>;
  className?: string;
}
