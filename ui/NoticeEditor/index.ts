export type { NoticeEditorProps, NoticeEditorValue, NoticeEditorWords } from './NoticeEditor.tsx';
export { NoticeEditor } from './NoticeEditor.tsx';
