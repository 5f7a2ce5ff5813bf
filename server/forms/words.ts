/** The public forms' words (issue 20), in one place. */
export const publicFormWords = {
  notFound: 'フォームが見つかりません',
  notFoundText: 'お探しのフォームは見つかりませんでした。公開されていないか、削除された可能性があります。',
  closed: 'このフォームは現在受け付けていません。',
  full: 'このフォームは受付数の上限に達したため、受付を終了しました。',
  tooMany: '短時間に多くの送信がありました。しばらく時間をおいてから、もう一度お試しください。',
  otherOrigin: 'このフォームは、このフォームを掲載しているサイトからのみ送信できます。',
  tooEarly: '送信が早すぎます。入力内容を確認してから、もう一度「送信する」を押してください。',
  stale: 'フォームを表示してから時間が経ちすぎました。入力内容を確認してから、もう一度「送信する」を押してください。',
  badToken: 'フォームの送信を確認できませんでした。入力内容を確認してから、もう一度「送信する」を押してください。',
  tooLarge: '送信された内容が大きすぎます。添付ファイルの大きさを確認してください。',
  thanks: '送信しました',
  thanksText: 'ご回答ありがとうございました。',
  noticeTitle: (name: string) => `フォーム「${name}」に回答がありました`,
  receiptSubject: (name: string) => `【受付】${name}`,
} as const;
