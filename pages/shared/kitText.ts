import { glossary } from '../../contract/index.ts';

/** Words of the shared page kit (leave guard, conflict view, dialogs), the same on every screen. */
export const kitText = {
  leave: {
    title: '保存していない変更があります',
    body: 'このページを離れると、入力した内容は失われます。',
    confirm: '変更を破棄して移動',
    cancel: 'このページに留まる',
  },
  dialogLeave: {
    title: '入力した内容を破棄しますか？',
    body: 'このダイアログを閉じると、入力した内容は失われます。',
    confirm: '破棄して閉じる',
    cancel: '入力を続ける',
  },
  conflict: {
    title: '他の人が先に保存しました',
    body: 'あなたの変更と、いま保存されている内容を見比べて、どちらを残すか選んでください。',
    caption: 'あなたの変更と保存されている内容の比較',
    field: '項目',
    mine: 'あなたの変更',
    theirs: '保存されている内容',
    differs: '（違いあり）',
    keepMine: '自分の変更で上書き',
    takeTheirs: '相手の変更を読み込む',
  },
  loadFailed: {
    title: 'サーバーから読み込めませんでした',
    body: '通信が切れたか、サーバーの応答を読み取れませんでした。少し待ってから再試行してください。',
  },
  /** Over a screen the signed-in user may read but not change; the reason is the notice's text. */
  readOnlyTitle: '閲覧のみ',
  searchHint: 'ひらがなとカタカナ、全角と半角、大文字と小文字は区別しません。',
  noMatch: '検索する言葉を変えてお試しください。',
  cancel: glossary.actions.cancel,
  close: glossary.actions.close,
  retry: glossary.actions.retry,
} as const;
