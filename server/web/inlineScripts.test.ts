import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { inlineScriptHashes } from './inlineScripts.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the hashes of a page’s inline scripts', () => {
  it('hashes each inline script’s text exactly, and leaves out scripts with a src and data blocks', () => {
    const gate = 'try{document.documentElement.setAttribute("data-x","")}catch(_){}';
    const html = [
      '<head><script type="application/json" id="list">["/assets/a.js"]</script>',
      `<script>${gate}</script>`,
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script type="module">import "./x.js";</script></head>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256(gate), sha256('import "./x.js";')]);
  });

  it('a page without inline scripts has none, and the policy then allows only its own origin', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
    const csp = contentSecurityPolicy({ inlineScriptHashes: [] });
    expect(csp).toContain("script-src 'self';");
  });

  it('the policy allows exactly the hashed scripts, never unsafe-inline', () => {
    const hashes = inlineScriptHashes('<script>one()</script>');
    const csp = contentSecurityPolicy({ inlineScriptHashes: hashes });
    expect(csp).toContain(`script-src 'self' ${sha256('one()')};`);
    expect(csp).not.toContain('unsafe-inline');
  });
});
