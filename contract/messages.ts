import * as z from 'zod';

/**
 * Japanese wording for validation issues a screen may show (dialog fields, a failed save). The client
 * parses with it whatever the global zod configuration is; `installJapaneseMessages()` makes it the
 * default for every other parse in the process too.
 */

/** zod's own Japanese locale: plain statements of what was expected, for answers that are not ours to fix. */
export const zodJapanese = z.locales.ja().localeError as z.core.$ZodErrorMap;

const typeNames: Record<string, string> = {
  string: '文字列',
  number: '数値',
  int: '整数',
  boolean: 'はい/いいえ',
  array: '一覧',
  object: '項目のまとまり',
  date: '日付',
};

const formatNames: Record<string, string> = {
  email: 'メールアドレス',
  url: 'URL',
  datetime: '日時',
  date: '日付',
  time: '時刻',
};

type Issue = z.core.$ZodRawIssue;

const tooSmall = (issue: Extract<Issue, { code: 'too_small' }>): string => {
  const minimum = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return minimum <= 1 ? '入力してください' : `${minimum}文字以上で入力してください`;
    case 'array':
    case 'set':
      return minimum <= 1 ? '1つ以上選んでください' : `${minimum}件以上指定してください`;
    default:
      return issue.inclusive ? `${minimum}以上の値を入力してください` : `${minimum}より大きい値を入力してください`;
  }
};

const tooBig = (issue: Extract<Issue, { code: 'too_big' }>): string => {
  const maximum = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `${maximum}文字以内で入力してください`;
    case 'array':
    case 'set':
      return `${maximum}件以内で指定してください`;
    default:
      return issue.inclusive ? `${maximum}以下の値を入力してください` : `${maximum}より小さい値を入力してください`;
  }
};

/** The message for one issue; what it does not word itself it leaves to zod's own Japanese locale. */
export const japaneseIssueMessage = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return '入力してください';
      return `${typeNames[issue.expected] ?? issue.expected}で入力してください`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      if (issue.format in formatNames) return `${formatNames[issue.format]}の形式が正しくありません`;
      return '形式が正しくありません';
    case 'invalid_value':
      return issue.values.length === 1 ? '指定できない値です' : '選択肢から選んでください';
    case 'unrecognized_keys':
      return `不明な項目があります: ${issue.keys.join('、')}`;
    case 'custom':
      return issue.message ?? '入力内容が正しくありません';
    default:
      return zodJapanese(issue as never) as string;
  }
};

/** As a zod error map, for `schema.safeParse(value, { error: japaneseError })`. */
export const japaneseError: z.core.$ZodErrorMap = (issue) => japaneseIssueMessage(issue);

/** Makes the Japanese wording zod's default in this process (the console and the server call it once). */
export const installJapaneseMessages = (): void => {
  z.config({ localeError: japaneseError });
};

/** One Japanese message per field path (`items.0.label`), the first issue winning: what a form shows. */
export const fieldMessages = (error: z.ZodError): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    messages[path] ??= issue.message;
  }
  return messages;
};

/** The client's own wording for failures that are not the server's (status 0, an answer it cannot read). */
export const clientMessages = {
  network: 'サーバーに接続できませんでした。通信環境を確認してください。',
  unreadable: 'サーバーの応答を読み取れませんでした。',
  notJson: 'サーバーの応答がJSONではありません。',
  notAList: 'サーバーの応答が一覧ではありません。',
  notItsAnswer: 'サーバーの応答が、この操作に対する応答ではありません。',
  timeout: (ms: number) =>
    `サーバーから ${Math.round(ms / 1000)} 秒以内に応答がありませんでした。時間をおいてもう一度お試しください。`,
  status: (status: number) => `サーバーがエラーを返しました (${status})。`,
  unexpected: '予期しないエラーが発生しました。',
} as const;
