import type { TemplateRead } from '../../contract/index.ts';
import { Checkbox, VisuallyHidden } from '../../ui/index.ts';
import { cmsPagesText } from './text.ts';

const text = cmsPagesText.template;

/**
 * A template's active flag (spec §4) as a checkbox that sends at once: its visible word is the state, its
 * name says which template; it waits while its change is on the way, and is read-only when not allowed.
 */
export const ActiveSwitch = ({
  template,
  pending,
  blocked,
  onToggle,
  hint,
}: {
  template: TemplateRead;
  pending: boolean;
  blocked: boolean;
  onToggle: (change: { id: number; active: boolean }) => void;
  hint?: string;
}) => (
  <Checkbox
    label={
      <>
        {text.active}
        <VisuallyHidden>{`（${template.name}）`}</VisuallyHidden>
      </>
    }
    hint={hint}
    checked={template.active}
    disabled={blocked || pending}
    onCheckedChange={(active) => onToggle({ id: template.id, active })}
  />
);
