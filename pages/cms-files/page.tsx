import { useGate, useUnit } from 'effector-react';
import type { LocalFileRead, LocalFileUse } from '../../contract/index.ts';
import { uploadKinds } from '../../contract/index.ts';
import {
  $localFileDeleteInUse,
  $localFileGroups,
  fileUrlCopied,
  localFileDelete,
  localFileList,
  localFileName,
  localFiles,
  localFileUpload,
  localFileUsage,
} from '../../model/cms/index.ts';
import type { UploadEntry } from '../../model/kit/index.ts';
import {
  Button,
  ConfirmDialog,
  DocList,
  type DocListItem,
  EmptyState,
  FileDropZone,
  ImageGrid,
  type ImageGridItem,
  InlineAlert,
  LoadingOverlay,
  PageHeader,
  SectionHeading,
  Spinner,
  TextField,
  UploadList,
  type UploadListItem,
} from '../../ui/index.ts';
import { kitText, LoadFailed, layout } from '../shared/index.ts';
import { $fileQuery, $filesBlocked, $filesLoading, FilesGate, fileSearched } from './model.ts';
import { filesPageText as text } from './text.ts';

const accept = uploadKinds.flatMap((kind) => kind.extensions.map((extension) => `.${extension}`)).join(',');

const uploadItem = (entry: UploadEntry): UploadListItem => ({
  id: entry.key,
  name: entry.file.name,
  size: entry.file.size,
  state: entry.state,
  percent: entry.total > 0 ? (entry.loaded / entry.total) * 100 : 0,
  message: entry.message ?? undefined,
});

/** What a card or row shows of a file read tolerantly (ours may be missing or null). */
const shownFile = (file: LocalFileRead): ImageGridItem & DocListItem => ({
  id: file.id,
  name: localFileName(file),
  url: file.url,
  thumbnailUrl: file.thumbnailUrl ?? undefined,
  size: file.size,
  width: file.width ?? undefined,
  height: file.height ?? undefined,
  mimeType: file.mimeType,
  uploadedBy: file.uploadedBy ?? undefined,
  createdAt: file.createdAt,
});

const whereUsed = (use: LocalFileUse) =>
  `${text.useKinds[use.kind]}「${use.title}」の${text.useFields[use.field] ?? use.field}`;

/** The upload area: choose or drop files, each then listed with its state and progress. */
const Upload = () => {
  const [entries, add, cancel, retry, resolve, clear] = useUnit([
    localFileUpload.$entries,
    localFileUpload.added,
    localFileUpload.cancelled,
    localFileUpload.retried,
    localFileUpload.resolved,
    localFileUpload.clearedFinished,
  ]);
  const finished = entries.some((entry) => !['waiting', 'uploading', 'conflict'].includes(entry.state));
  return (
    <section className={layout.section} aria-labelledby="files-upload">
      <SectionHeading id="files-upload">{text.uploadHeading}</SectionHeading>
      <FileDropZone onFiles={add} accept={accept} instructions={text.instructions} />
      <UploadList
        items={entries.map(uploadItem)}
        onCancel={(key) => cancel(Number(key))}
        onRetry={(key) => retry(Number(key))}
        onResolve={(key, choice) => resolve({ key: Number(key), choice })}
        words={{ summary: text.uploadSummary }}
      />
      {finished ? (
        <div>
          <Button variant="secondary" onClick={clear}>
            {text.clearFinished}
          </Button>
        </div>
      ) : null}
    </section>
  );
};

/** Asked before a delete, saying where the file is used; refused while used, then offered again knowingly. */
const DeleteDialog = () => {
  const state = useUnit({
    target: localFileDelete.$target,
    files: localFiles.$items,
    pending: localFileDelete.$pending,
    error: localFileDelete.$error,
    inUse: $localFileDeleteInUse,
    used: localFileUsage.$items,
    usedStatus: localFileUsage.$status,
    onRetryUsed: localFileUsage.refreshed,
    onConfirm: localFileDelete.submitted,
    onClose: localFileDelete.closed,
  });
  const file = state.files.find((each) => each.id === state.target);
  const name = file ? localFileName(file) : state.target === null ? '' : localFileName({ id: state.target });
  return (
    <ConfirmDialog
      open={state.target !== null}
      onOpenChange={(open) => {
        if (!open) state.onClose();
      }}
      title={text.deleteTitle(name)}
      body={text.deleteBody}
      confirmLabel={state.inUse ? text.forceDelete : text.deleteSubmit}
      pending={state.pending}
      onConfirm={state.onConfirm}
    >
      <div className={layout.dialogBody}>
        {state.usedStatus === 'rejected' ? (
          <LoadFailed title={text.usageFailed} description={kitText.loadFailed.body} onRetry={state.onRetryUsed} />
        ) : state.usedStatus !== 'fulfilled' ? (
          <Spinner label={text.usageLoading} />
        ) : state.used.length > 0 ? (
          <InlineAlert severity="warning" title={text.usedTitle(state.used.length)}>
            <ul>
              {state.used.map((use) => (
                <li key={`${use.kind}-${use.id}-${use.field}`}>{whereUsed(use)}</li>
              ))}
            </ul>
          </InlineAlert>
        ) : (
          <p>{text.usedNone}</p>
        )}
        {state.inUse ? (
          <InlineAlert severity="error" title={text.usedStillTitle}>
            <p>{text.inUse}</p>
          </InlineAlert>
        ) : state.error ? (
          <InlineAlert severity="error" title={text.deleteFailed}>
            <p>{state.error}</p>
          </InlineAlert>
        ) : null}
      </div>
    </ConfirmDialog>
  );
};

/** The files found, images as a grid and documents as a list, with the search and its count. */
const Files = () => {
  const state = useUnit({
    groups: $localFileGroups,
    total: localFileList.$total,
    loading: $filesLoading,
    failed: localFiles.$failed,
    onRetry: localFiles.refreshed,
    search: $fileQuery,
    onSearch: fileSearched,
    onCopy: fileUrlCopied,
    onDelete: localFileDelete.opened,
  });
  const shown = state.groups.images.length + state.groups.docs.length;
  const copy = (item: { name: string; url?: string | undefined }) => {
    if (item.url) state.onCopy({ name: item.name, url: item.url });
  };
  const remove = (item: { id: number }) => state.onDelete(item.id);
  if (state.failed) {
    return <LoadFailed title={text.loadFailed} description={kitText.loadFailed.body} onRetry={state.onRetry} />;
  }
  return (
    <div className={layout.section}>
      <div className={layout.searchRow}>
        <TextField
          className={layout.searchField}
          type="search"
          label={text.search}
          hint={text.searchHint}
          value={state.search}
          onChange={(event) => state.onSearch(event.currentTarget.value)}
          aria-describedby="files-count"
        />
        <p id="files-count" className={layout.quiet} aria-live="polite">
          {state.loading ? '' : text.shown(shown, state.total)}
        </p>
      </div>
      <LoadingOverlay pending={state.loading} label={text.loading}>
        {state.loading ? null : state.total === 0 ? (
          <EmptyState title={text.noneYet} titleAs="p" />
        ) : shown === 0 ? (
          <EmptyState title={text.noneMatch} description={kitText.noMatch} titleAs="p" />
        ) : (
          <div className={layout.stack}>
            <section className={layout.section} aria-labelledby="files-images">
              <SectionHeading id="files-images">{text.imagesHeading(state.groups.images.length)}</SectionHeading>
              {state.groups.images.length === 0 ? (
                <p>{text.noImages}</p>
              ) : (
                <ImageGrid items={state.groups.images.map(shownFile)} onCopyUrl={copy} onDelete={remove} />
              )}
            </section>
            <section className={layout.section} aria-labelledby="files-docs">
              <SectionHeading id="files-docs">{text.docsHeading(state.groups.docs.length)}</SectionHeading>
              <DocList
                items={state.groups.docs.map(shownFile)}
                onCopyUrl={copy}
                onDelete={remove}
                captionHidden
                emptyState={<p>{text.noDocs}</p>}
              />
            </section>
          </div>
        )}
      </LoadingOverlay>
    </div>
  );
};

/**
 * /cms/files (画像・ファイル管理, CMS 4): upload by picker or drop with each file's progress, search by name,
 * images as a grid and documents as a list, copy a file's URL, open it, delete it saying where it is used.
 */
export const FilesPage = () => {
  useGate(FilesGate);
  const blocked = useUnit($filesBlocked);
  return (
    <div className={layout.stack}>
      <PageHeader title={text.title} description={text.description} />
      {blocked ? (
        <InlineAlert severity="info" title={text.blockedTitle}>
          {blocked}
        </InlineAlert>
      ) : (
        <>
          <Upload />
          <Files />
          <DeleteDialog />
        </>
      )}
    </div>
  );
};
