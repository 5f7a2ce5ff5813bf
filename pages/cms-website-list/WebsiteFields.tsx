import type { GroupRead, ThemeRead } from '../../contract/index.ts';
import type { FieldErrors } from '../../model/kit/index.ts';
import type { WebsiteForm } from '../../model/website/index.ts';
import { Checkbox, InlineAlert, Select, type SelectItem, Spinner, TextArea, TextField } from '../../ui/index.ts';
import { ImageLibraryPicker } from '../cms-shared/index.ts';
import { layout } from '../shared/index.ts';
import { websitePagesText } from './text.ts';

const text = websitePagesText.form;
const NO_THEME = 'none';
/** An image of the library as the absolute address a website's OGP and favicon need. */
const addressOf = (url: string | undefined): string => new URL(url ?? '', window.location.origin).href;

export interface WebsiteFieldsProps {
  form: WebsiteForm;
  errors: FieldErrors<WebsiteForm>;
  onChange: (change: Partial<WebsiteForm>) => void;
  themes: readonly ThemeRead[];
  groups: readonly GroupRead[];
  groupsLoading: boolean;
  groupsFailed: boolean;
}

/** The fields of the website dialogs: ours (name, URL, theme), the groups that edit it, and OGP (spec §3 web). */
export const WebsiteFields = ({
  form,
  errors,
  onChange,
  themes,
  groups,
  groupsLoading,
  groupsFailed,
}: WebsiteFieldsProps) => {
  const themeItems: SelectItem<string>[] = [
    { value: NO_THEME, label: text.noTheme },
    ...themes.map((theme) => ({ value: String(theme.id), label: theme.name })),
  ];
  const toggle = (id: number, on: boolean) =>
    onChange({
      groups: on ? [...form.groups.filter((each) => each !== id), id] : form.groups.filter((each) => each !== id),
    });
  return (
    <div className={layout.dialogBody}>
      <TextField
        label={text.name}
        hint={text.nameHint}
        value={form.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errors.name}
        required
        autoComplete="off"
        name="name"
      />
      <TextField
        label={text.url}
        hint={text.urlHint}
        type="url"
        value={form.url}
        onChange={(event) => onChange({ url: event.currentTarget.value })}
        error={errors.url}
        required
        autoComplete="off"
        spellCheck={false}
        name="url"
      />
      <Select<string>
        label={text.theme}
        hint={text.themeHint}
        items={themeItems}
        value={form.themeId === null ? NO_THEME : String(form.themeId)}
        onValueChange={(value) => onChange({ themeId: value === null || value === NO_THEME ? null : Number(value) })}
        name="themeId"
      />
      <fieldset className={layout.fieldset}>
        <legend className={layout.legend}>{text.groups}</legend>
        <p className={layout.quiet}>{text.groupsHint}</p>
        {groupsFailed ? (
          <InlineAlert severity="warning" title={text.groupsFailed} />
        ) : groupsLoading && groups.length === 0 ? (
          <Spinner label={text.groupsLoading} />
        ) : (
          groups.map((group) => (
            <Checkbox
              key={group.id}
              label={group.name}
              checked={form.groups.includes(group.id)}
              onCheckedChange={(on) => toggle(group.id, on)}
              name="groups"
              value={String(group.id)}
            />
          ))
        )}
      </fieldset>
      <TextField
        label={text.ogURL}
        hint={text.ogURLHint}
        type="url"
        value={form.ogURL}
        onChange={(event) => onChange({ ogURL: event.currentTarget.value })}
        error={errors.ogURL}
        autoComplete="off"
        spellCheck={false}
        name="ogURL"
      />
      <TextArea
        label={text.ogDescription}
        hint={text.ogDescriptionHint}
        value={form.ogDescription}
        onChange={(event) => onChange({ ogDescription: event.currentTarget.value })}
        error={errors.ogDescription}
        rows={3}
        name="ogDescription"
      />
      <TextField
        label={text.ogImage}
        hint={text.ogImageHint}
        type="url"
        value={form.ogImage}
        onChange={(event) => onChange({ ogImage: event.currentTarget.value })}
        error={errors.ogImage}
        autoComplete="off"
        spellCheck={false}
        name="ogImage"
      />
      <ImageLibraryPicker label={text.pickOgImage} onChoose={(file) => onChange({ ogImage: addressOf(file.url) })} />
      <TextField
        label={text.favicon}
        hint={text.faviconHint}
        type="url"
        value={form.favicon}
        onChange={(event) => onChange({ favicon: event.currentTarget.value })}
        error={errors.favicon}
        autoComplete="off"
        spellCheck={false}
        name="favicon"
      />
      <ImageLibraryPicker label={text.pickFavicon} onChoose={(file) => onChange({ favicon: addressOf(file.url) })} />
    </div>
  );
};
