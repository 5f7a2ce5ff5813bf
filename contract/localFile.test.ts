import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  LocalFilesRead,
  UPLOAD_LIMITS,
  UploadQuery,
  uploadKindOf,
  uploadMessages,
  uploadRefusal,
} from './localFile.ts';

describe('uploads (ours)', () => {
  it('knows each allowed kind by its extension, in any case', () => {
    expect(uploadKindOf('庁舎.JPG')?.mimeType).toBe('image/jpeg');
    expect(uploadKindOf('logo.svg')?.kind).toBe('image');
    expect(uploadKindOf('要綱.pdf')?.kind).toBe('doc');
    expect(uploadKindOf('名簿.xlsx')?.kind).toBe('doc');
    expect(uploadKindOf('setup.exe')).toBeUndefined();
    expect(uploadKindOf('no-extension')).toBeUndefined();
    expect(uploadKindOf('page.html')).toBeUndefined();
  });

  it('refuses by type, emptiness and size before any byte is sent, saying the limit', () => {
    expect(uploadRefusal({ name: 'setup.exe', size: 10 })).toBe(uploadMessages.type('setup.exe'));
    expect(uploadRefusal({ name: 'a.png', size: 0 })).toBe(uploadMessages.empty('a.png'));
    expect(uploadRefusal({ name: 'a.png', size: UPLOAD_LIMITS.image + 1 })).toContain('10MB');
    expect(uploadRefusal({ name: 'a.pdf', size: UPLOAD_LIMITS.image + 1 })).toBeNull();
    expect(uploadRefusal({ name: 'a.pdf', size: UPLOAD_LIMITS.doc + 1 })).toContain('30MB');
    expect(uploadRefusal({ name: 'a.png', size: UPLOAD_LIMITS.image })).toBeNull();
  });

  it('cleans names alike on both sides: no path, no control characters, NFC, no leading dots, bounded', () => {
    expect(cleanFileName('C:\\Users\\taro\\庁舎.png')).toBe('庁舎.png');
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('a\u0000b\u202ec.png')).toBe('abc.png');
    expect(cleanFileName(`${'ガ'.normalize('NFD')}.png`)).toBe('ガ.png');
    expect(cleanFileName('...hidden.txt')).toBe('hidden.txt');
    expect(cleanFileName('   ')).toBe('file');
    const long = cleanFileName(`${'あ'.repeat(300)}.pdf`);
    expect(long.length).toBe(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('keeps both by default when a name is already there', () => {
    expect(UploadQuery.parse({})).toEqual({ onConflict: 'keep' });
    expect(UploadQuery.safeParse({ onConflict: 'overwrite' }).success).toBe(false);
  });

  it("reads a list with the spec's fields only (ours optional), bare or in data", () => {
    const bare = LocalFilesRead.parse({ images: [{ id: 1, type: 'imgs' }], docs: [{ id: 2, type: 'docs' }] });
    expect(bare).toEqual({ images: [{ id: 1, type: 'imgs' }], docs: [{ id: 2, type: 'docs' }] });
    expect(LocalFilesRead.parse({ data: { images: [], docs: [] } })).toEqual({ images: [], docs: [] });
  });
});
