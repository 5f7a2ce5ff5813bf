import { createGate, useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import type { LocalFileRead } from '../../contract/index.ts';
import { $imageLibraryAllowed, imagePickerList, localFiles } from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';
import { Button, ImagePicker } from '../../ui/index.ts';

/** The library is on screen while a picker is open: the images load then and follow changes. */
const ImageLibraryGate = createGate({ name: 'image-library' });
shownWhile(ImageLibraryGate, localFiles);
const LibraryShown = () => {
  useGate(ImageLibraryGate);
  return null;
};

/**
 * The image library as the picker wherever an image is chosen (issue 18): a button opening ui/ImagePicker over
 * the library's images (searched by name), handing the chosen file back, with its alt text when asked for.
 * Nothing for a user the server would refuse the library (below CMS 4): they type the address.
 */
export const ImageLibraryPicker = ({
  label,
  askAlt = false,
  onChoose,
}: {
  /** The button's words, naming what the image is for (「OGP画像をライブラリから選ぶ」). */
  label: string;
  askAlt?: boolean;
  onChoose: (file: LocalFileRead, alt: string | undefined) => void;
}) => {
  const picker = useUnit({
    allowed: $imageLibraryAllowed,
    images: imagePickerList.$visible,
    filter: imagePickerList.$filter,
    onFilter: imagePickerList.changed,
  });
  const [open, setOpen] = useState(false);
  if (!picker.allowed) return null;
  return (
    <>
      {open ? <LibraryShown /> : null}
      <ImagePicker
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button type="button" variant="secondary" size="small">
            {label}
          </Button>
        }
        images={picker.images.map((file) => ({ ...file, name: file.name ?? `#${file.id}` }))}
        query={picker.filter.query}
        onQueryChange={(query) => picker.onFilter({ query })}
        askAlt={askAlt}
        onChoose={({ id, alt }) => {
          const file = picker.images.find((image) => image.id === id);
          if (file) onChoose(file, alt);
        }}
      />
    </>
  );
};
