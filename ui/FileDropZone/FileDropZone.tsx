import { type ChangeEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as buttonStyles from '../Button/Button.css.ts';
import * as styles from './FileDropZone.css.ts';

export interface FileDropZoneWords {
  /** The visible label of the file input, drawn as a button. */
  choose: string;
  /** Said inside the area. */
  drop: string;
  /** Said while files are dragged over the area. */
  dropActive: string;
}

const defaultWords: FileDropZoneWords = {
  choose: 'ファイルを選択',
  drop: 'ここにファイルをドラッグ＆ドロップするか、',
  dropActive: 'ここで離すと追加します',
};

export interface FileDropZoneProps {
  /** Files chosen with the input or dropped on the area, several at once; the caller judges each one. */
  onFiles: (files: File[]) => void;
  /** The input's `accept`, e.g. "image/png,image/jpeg,.pdf"; dropped files are passed on whatever they are. */
  accept?: string | undefined;
  disabled?: boolean | undefined;
  /** What may be uploaded and the limits, e.g. 「画像（PNG、JPEG…）は 10MB まで」; read with the input. */
  instructions?: ReactNode;
  words?: Partial<FileDropZoneWords> | undefined;
  className?: string | undefined;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * A drop area with a real `<input type="file" multiple>` behind a visible label drawn as a button: the input
 * keeps its keyboard and screen-reader behaviour (and `userEvent.upload` works on it), the area takes files
 * dragged onto it.
 */
export const FileDropZone = ({
  onFiles,
  accept,
  disabled = false,
  instructions,
  words,
  className,
}: FileDropZoneProps) => {
  const text = { ...defaultWords, ...words };
  const inputId = useId();
  const instructionsId = useId();
  // dragenter/dragleave fire for every child the pointer crosses: count them to know when it has left.
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const onDragEnter = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    // Without this the browser opens the dropped file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0) onFiles(files);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after a refusal, say) fires change again.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer-only extra; the input beside it does the same by keyboard.
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <svg className={styles.icon} viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false">
        <path
          d="M24 32V10m0 0l-8 8m8-8l8 8M10 30v6a4 4 0 0 0 4 4h20a4 4 0 0 0 4-4v-6"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.prompt}>{dragging ? text.dropActive : text.drop}</p>
      <input
        id={inputId}
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={instructions ? instructionsId : undefined}
        className={styles.input}
      />
      <label
        htmlFor={inputId}
        className={[buttonStyles.root, buttonStyles.variant.secondary, buttonStyles.size.medium, styles.chooser].join(
          ' ',
        )}
      >
        {text.choose}
      </label>
      {instructions ? (
        <div id={instructionsId} className={styles.instructions}>
          {instructions}
        </div>
      ) : null}
    </div>
  );
};
