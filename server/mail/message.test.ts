import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailConfig } from '../config.ts';
import { mailOutbox } from '../db/schema.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { addressOf, listUnsubscribeOf, messageIdOf, messageOf, textPartOf } from './message.ts';
import { type SmtpSink, startSmtpSink } from './testing/smtpSink.ts';
import { failureOf, transportOf } from './transport.ts';

const FROM = '"〇〇市役所 広報課" <koho@example.go.jp>';
const content = {
  subject: '【重要】台風10号に関する避難所開設のお知らせ（第2報）',
  text: '',
  html: '<p>市民の皆さまへ</p><p>避難所を開設しました。<a href="https://example.go.jp/bosai">詳細</a></p>',
};

describe('message', () => {
  it('makes the text part from the HTML when none is written, and keeps a written one', () => {
    expect(textPartOf(content)).toBe('市民の皆さまへ\n\n避難所を開設しました。詳細 (https://example.go.jp/bosai)');
    expect(textPartOf({ text: '本文', html: '<p>別</p>' })).toBe('本文');
  });

  it('names the sender’s address, one Message-ID per mail and recipient, List-Unsubscribe per list', () => {
    expect(addressOf(FROM)).toBe('koho@example.go.jp');
    expect(addressOf('noreply@example.go.jp')).toBe('noreply@example.go.jp');
    expect(messageIdOf(FROM, 7, 'a@example.com')).toBe(messageIdOf(FROM, 7, 'a@example.com'));
    expect(messageIdOf(FROM, 7, 'a@example.com')).not.toBe(messageIdOf(FROM, 7, 'b@example.com'));
    expect(messageIdOf(FROM, 7, 'a@example.com')).toMatch(/^<mail-7\.[0-9a-f]{24}@example\.go\.jp>$/);
    expect(listUnsubscribeOf(FROM, [3, 5])).toBe(
      '<mailto:koho@example.go.jp?subject=unsubscribe%20list-3>, <mailto:koho@example.go.jp?subject=unsubscribe%20list-5>',
    );
  });

  it('calls an SMTP 5xx permanent, a 4xx and a lost connection temporary', () => {
    expect(failureOf(Object.assign(new Error('x'), { responseCode: 550, response: '550 no such user' }))).toEqual({
      temporary: false,
      message: '550 no such user',
    });
    expect(failureOf(Object.assign(new Error('x'), { responseCode: 451, response: '451 later' })).temporary).toBe(true);
    expect(failureOf(Object.assign(new Error('refused'), { code: 'ECONNECTION' })).temporary).toBe(true);
    expect(failureOf(Object.assign(new Error('bad'), { code: 'EENVELOPE' })).temporary).toBe(false);
  });
});

describe('over SMTP (the sink)', () => {
  let sink: SmtpSink;
  const database = setUpTestDatabase();
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('sends each recipient a message of its own: Japanese subject decoded, text and HTML, List-Unsubscribe when asked', async () => {
    const transport = transportOf(
      readMailConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_IGNORE_TLS: 'true' }),
      database.db,
    );
    try {
      expect(transport.kind).toBe('smtp');
      await transport.send(
        messageOf({
          from: FROM,
          to: 'resident@example.com',
          content,
          messageId: messageIdOf(FROM, 1, 'resident@example.com'),
          unsubscribeListIds: [4],
        }),
        1,
      );
      await transport.send(
        messageOf({ from: FROM, to: 'staff@example.go.jp', content: { ...content, text: '職員向け' } }),
        1,
      );
      await sink.waitForCount(2);
    } finally {
      transport.close();
    }
    const [external, internal] = sink.messages;
    expect(external?.subject).toBe(content.subject);
    expect(external?.to).toMatchObject({ value: [{ address: 'resident@example.com' }] });
    expect(external?.from?.value[0]).toEqual({ address: 'koho@example.go.jp', name: '〇〇市役所 広報課' });
    expect(external?.text?.trim()).toBe('市民の皆さまへ\n\n避難所を開設しました。詳細 (https://example.go.jp/bosai)');
    expect(external?.html).toContain('避難所を開設しました。');
    expect(external?.messageId).toBe(messageIdOf(FROM, 1, 'resident@example.com'));
    const unsubscribe = (mail: typeof external) =>
      mail?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r\n\s+/g, ' ');
    expect(unsubscribe(external)).toBe('List-Unsubscribe: <mailto:koho@example.go.jp?subject=unsubscribe%20list-4>');
    expect(external?.bcc).toBeUndefined();
    expect(internal?.text?.trim()).toBe('職員向け');
    expect(unsubscribe(internal)).toBeUndefined();
  });

  it('keeps the message text in the outbox without SMTP_HOST', async () => {
    const transport = transportOf(readMailConfig({}), database.db);
    expect(transport.kind).toBe('outbox');
    await transport.send(messageOf({ from: FROM, to: 'resident@example.com', content }), null);
    transport.close();
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ mailId: null, to: 'resident@example.com', subject: content.subject });
    expect(row?.raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(row?.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(row?.raw).toContain('To: resident@example.com');
  });
});
