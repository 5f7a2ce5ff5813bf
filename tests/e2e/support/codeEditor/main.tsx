import '../../../../ui/theme/global.css.ts';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, CodeEditor } from '../../../../ui/index.ts';

/**
 * A page for tests/e2e/code-editor.e2e.ts: the editor as a screen would hold it (value in state, onChange
 * setting it), opened on demand so that the test sees CodeMirror's chunk arrive only then. The test reads how
 * many changes were reported and sets the value from outside through `window.codeEditorBench`.
 */
interface Bench {
  changes: string[];
  setValue?: (value: string) => void;
}
declare global {
  interface Window {
    codeEditorBench: Bench;
  }
}
window.codeEditorBench = { changes: [] };

const Page = () => {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('<section>\n  <p>本文</p>\n</section>\n');
  useEffect(() => {
    window.codeEditorBench.setValue = setValue;
  }, []);
  return (
    <main>
      <h1>コードエディター</h1>
      <Button onClick={() => setOpen(true)}>エディターを開く</Button>
      {open ? (
        <CodeEditor
          label="本文（HTML）"
          mode="html"
          value={value}
          onChange={(next) => {
            window.codeEditorBench.changes.push(next);
            setValue(next);
          }}
          problems={[{ line: 2, column: 3, message: '段落の内容を確かめてください。', severity: 'warning' }]}
        />
      ) : null}
      <output data-testid="held">{value}</output>
      <Button variant="secondary">次の項目</Button>
    </main>
  );
};

const root = document.getElementById('root');
if (root) createRoot(root).render(<Page />);
