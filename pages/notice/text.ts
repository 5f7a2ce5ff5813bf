import { countOf, glossary, noticeTypeLabels, noticeTypes, shownCount } from '../../contract/index.ts';

const { notice, noticeMarks, actions, states } = glossary;

/** Every word of /notice, in one place; shared terms from the glossary. */
export const noticePageText = {
  title: notice,
  description: `届いた${notice}を新しい順に表示します。ベルを開いて閉じると既読になります。`,
  writerDescription: `届いた${notice}を新しい順に表示します。${notice}の送信、編集、削除もここで行います。`,

  /** The five types of spec §3, in their order, with their Japanese labels. */
  types: noticeTypes.map((type) => ({ value: type, label: noticeTypeLabels[type] })),
  allTypes: 'すべて',

  editor: {
    newTitle: `${notice}を送信`,
    editTitle: `${notice}を編集`,
    newDescription: `送信すると、ログインしているすべての利用者のベルに届きます。`,
    editDescription: `保存すると、すべての利用者の画面で内容が置き換わります。既読・未読はそのままです。`,
    send: actions.send,
    save: actions.save,
    stopEditing: `編集をやめて新しい${notice}を作成`,
    saveFailed: states.saveFailed,
    words: {
      type: noticeMarks.type,
      title: '件名',
      titleHint: `一覧とホームに表示されます（200 文字まで、省略できます）。ベルには表示されません。`,
      content: '本文（HTML）',
      contentHint: `<p>、<b>、<a> などのタグが使えます。スクリプトなど危険な部分は表示の前に取り除かれます。`,
      important: `重要な${notice}にする`,
      importantHint: `「${noticeMarks.important}」の印が付きます。`,
      preview: 'プレビュー',
      previewHint: `ベルの一覧に表示されるとおりに表示します。`,
      previewEmpty: '本文を入力すると、ここに表示されます。',
      unread: noticeMarks.unread,
      importantMark: noticeMarks.important,
    },
  },

  list: {
    title: `${notice}一覧`,
    /** Spec §2.8, §9: the server gives the 20 newest, 100 to the super group. */
    limit: (max: number) => `新しい順に最大 ${countOf(max)}を表示します。`,
    filters: '絞り込み',
    type: noticeMarks.type,
    unreadOnly: `${noticeMarks.unread}のみ`,
    clear: '絞り込みを解除',
    shown: shownCount,
    loading: `${notice}を${states.loading}`,
    failedTitle: `${notice}を${states.loadFailed}`,
    failedDescription: `通信状態を確かめてから、${states.tryAgain}`,
    emptyTitle: `${notice}はまだありません`,
    emptyDescription: `新しい${notice}が届くと、ここと画面上部のベルに表示されます。`,
    noMatchTitle: `条件に合う${notice}はありません`,
    noMatchDescription: '「絞り込みを解除」ですべて表示します。',
    untitled: noticeMarks.untitled,
    unread: noticeMarks.unread,
    important: noticeMarks.important,
    updated: (text: string) => `（${text} 更新）`,
    edit: actions.edit,
    delete: actions.delete,
    editLabel: (title: string) => `「${title}」を${actions.edit}`,
    deleteLabel: (title: string) => `「${title}」を${actions.delete}`,
  },

  remove: {
    title: `${notice}を削除しますか？`,
    body: (title: string) => `「${title}」を削除します。すべての利用者のベルと一覧から消え、元に戻せません。`,
    confirm: actions.delete,
    failed: states.deleteFailed,
  },
} as const;
