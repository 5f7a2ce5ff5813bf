import { type ReactElement, type ReactNode, type RefObject, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ImageGrid, type ImageGridItem } from '../ImageGrid/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './ImagePicker.css.ts';

/** The image chosen; `alt` only when asked for (`askAlt`): '' for a decorative image. */
export type ImagePickerChoice = { id: number; alt?: string };

export interface ImagePickerWords {
  title: string;
  search: string;
  choose: string;
  cancel: string;
  nothingChosen: string;
  empty: string;
  emptyHint: string;
  noMatch: string;
  alt: string;
  altHint: string;
  altRequired: string;
  decorative: string;
  decorativeHint: string;
}

const defaultWords: ImagePickerWords = {
  title: '画像を選択',
  search: '画像を名前で検索',
  choose: '選択',
  cancel: 'キャンセル',
  nothingChosen: '画像を選んでください。',
  empty: '画像がありません',
  emptyHint: '「画像・ファイル管理」で画像をアップロードすると、ここから選べます。',
  noMatch: '条件に合う画像はありません',
  alt: '代替テキスト',
  altHint: '画像が見えない人に、この画像がページで伝えていることを短く書きます（例: 「市役所本庁舎の外観」）。',
  altRequired: '代替テキストを入力してください。内容を伝えない飾りの画像なら、下の「飾りの画像」を選んでください。',
  decorative: '飾りの画像（alt=""）',
  decorativeHint: '内容を伝えない画像です。読み上げでは飛ばされます。',
};

export interface ImagePickerProps {
  /** Controlled open state; leave out (with `trigger`) to let the picker keep its own. */
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The element that opens the picker, usually a Button. */
  trigger?: ReactElement | undefined;
  /** The images to show, already filtered by the caller for `query`. */
  images: readonly ImageGridItem[];
  query: string;
  onQueryChange: (query: string) => void;
  /** Called with the chosen image; the picker then closes. */
  onChoose: (choice: ImagePickerChoice) => void;
  /** Ask for the alt text too (for an `<img>` put into a page's HTML). */
  askAlt?: boolean | undefined;
  /** The image chosen when the picker opens, such as a website's current ogImage. */
  initialId?: number | null | undefined;
  /** Shown with 「画像がありません」, such as a link to 画像・ファイル管理. */
  emptyAction?: ReactNode;
  words?: Partial<ImagePickerWords> | undefined;
}

/**
 * A dialog for choosing one image: a search box (the caller filters), the images as a selectable ImageGrid,
 * and with `askAlt` a required 代替テキスト or the 「飾りの画像」 box; 「選択」 hands on the choice, 「キャンセル」 leaves.
 */
export const ImagePicker = ({ open, onOpenChange, trigger, words, ...rest }: ImagePickerProps) => {
  const text = { ...defaultWords, ...words };
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={text.title}
      initialFocusEl={() => searchRef.current}
    >
      {/* Its own component: the dialog mounts it on each opening, so a new opening starts afresh. */}
      <PickerBody {...rest} text={text} searchRef={searchRef} onClose={() => setOpen(false)} />
    </Dialog>
  );
};

type PickerBodyProps = Omit<ImagePickerProps, 'open' | 'onOpenChange' | 'trigger' | 'words'> & {
  text: ImagePickerWords;
  searchRef: RefObject<HTMLInputElement | null>;
  onClose: () => void;
};

const PickerBody = ({
  images,
  query,
  onQueryChange,
  onChoose,
  askAlt = false,
  initialId = null,
  emptyAction,
  text,
  searchRef,
  onClose,
}: PickerBodyProps) => {
  const [selectedId, setSelectedId] = useState<number | null>(initialId);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [tried, setTried] = useState(false);
  const altMissing = askAlt && !decorative && alt.trim() === '';
  const nothingChosen = selectedId === null;

  const choose = () => {
    setTried(true);
    if (selectedId === null || altMissing) return;
    onChoose(askAlt ? { id: selectedId, alt: decorative ? '' : alt.trim() } : { id: selectedId });
    onClose();
  };

  return (
    <div className={styles.body}>
      <TextField
        ref={searchRef}
        type="search"
        label={text.search}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        autoComplete="off"
      />
      <div className={styles.scroller}>
        {images.length > 0 ? (
          <ImageGrid items={images} selectable selectedId={selectedId} onSelect={setSelectedId} />
        ) : query.trim() !== '' ? (
          <EmptyState title={text.noMatch} titleAs="p" />
        ) : (
          <EmptyState title={text.empty} titleAs="p" description={text.emptyHint} action={emptyAction} />
        )}
      </div>
      {askAlt ? (
        <div className={styles.alt}>
          <TextField
            label={text.alt}
            hint={text.altHint}
            required
            disabled={decorative}
            value={decorative ? '' : alt}
            onChange={(event) => setAlt(event.target.value)}
            error={tried && altMissing ? text.altRequired : undefined}
          />
          <Checkbox
            label={text.decorative}
            hint={text.decorativeHint}
            checked={decorative}
            onCheckedChange={setDecorative}
          />
        </div>
      ) : null}
      {tried && nothingChosen ? <InlineAlert severity="error">{text.nothingChosen}</InlineAlert> : null}
      <div className={dialogStyles.footer}>
        <DialogClose>
          <Button variant="secondary">{text.cancel}</Button>
        </DialogClose>
        <Button onClick={choose}>{text.choose}</Button>
      </div>
    </div>
  );
};
