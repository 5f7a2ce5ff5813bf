import { describe, expect, it } from 'vitest';
import { composePage } from './pageComposition.ts';

const theme = { head: '<meta charset="utf-8">', body: '<main>{{page}}</main>', style: '', script: 'theme()' };
const template = (body: string) => ({ body, style: '', script: 'template()', formStyle: '', formScript: 'form()' });
const forms = { 3: '<form id="f3"></form>', 4: '<form id="f4"></form>' };

describe('composePage with forms (issue 20)', () => {
  it('puts each form where its marker stands when the template has no {{form}}', () => {
    const page = composePage({
      title: 't',
      html: '<p>a</p>{{form:3}}<p>b</p>{{form:4}}{{form:9}}',
      theme,
      template: template('{{content}}'),
      forms,
    });
    expect(page).toContain('<p>a</p><form id="f3"></form><p>b</p><form id="f4"></form></main>');
    expect(page).not.toContain('{{form');
  });

  it('puts the first placed form at the template {{form}} and takes the markers out of the content', () => {
    const page = composePage({
      title: 't',
      html: '<p>a</p>{{form:9}}{{form:4}}{{form:3}}',
      theme: null,
      template: template('<article>{{content}}</article><aside>{{form}}</aside>'),
      forms,
    });
    expect(page).toContain('<article><p>a</p></article><aside><form id="f4"></form></aside>');
  });

  it('leaves markers as written when it knows no forms (a preview)', () => {
    expect(composePage({ title: 't', html: '{{form:3}}', theme: null, template: null })).toContain('{{form:3}}');
  });

  it('runs no script when scripts are off', () => {
    const page = composePage({ title: 't', html: '', theme, template: template('{{content}}'), scripts: false });
    expect(page).not.toContain('<script>');
    expect(composePage({ title: 't', html: '', theme, template: template('{{content}}') })).toContain('form()');
  });
});
