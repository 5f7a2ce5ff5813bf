import { glossary } from '../../contract/index.ts';
import { Checkbox, VisuallyHidden } from '../../ui/index.ts';

/** A record with the spec §4 active flag, named by its name (a template) or its title (a page). */
export interface SwitchableRecord {
  id: number;
  active: boolean;
  name?: string | undefined;
  title?: string | undefined;
}

type Props = {
  pending: boolean;
  blocked: boolean;
  onToggle: (change: { id: number; active: boolean }) => void;
  hint?: string;
} & (
  | { record: SwitchableRecord; template?: never }
  /** The template screens' name for `record`. */
  | { template: SwitchableRecord; record?: never }
);

/**
 * A record's active flag (spec §4) as a checkbox that sends at once: its visible word is the state, its
 * name says which record; it waits while its change is on the way, and is read-only when not allowed.
 */
export const ActiveSwitch = ({ record, template, pending, blocked, onToggle, hint }: Props) => {
  const switched = record ?? template;
  if (!switched) return null;
  return (
    <Checkbox
      label={
        <>
          {glossary.cms.active}
          <VisuallyHidden>{`（${switched.name ?? switched.title ?? ''}）`}</VisuallyHidden>
        </>
      }
      hint={hint}
      checked={switched.active}
      disabled={blocked || pending}
      onCheckedChange={(active) => onToggle({ id: switched.id, active })}
    />
  );
};
