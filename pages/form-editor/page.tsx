import { useGate, useUnit } from 'effector-react';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  FORM_FILE_MAX_BYTES,
  type FormItem,
  type FormItemType,
  formItemTypeLabels,
  formItemTypes,
  newFormItem,
} from '../../contract/form.ts';
import {
  $formBlocked,
  $itemErrors,
  type FormDraft,
  formEditor,
  formPagesText,
  forms,
  formText,
} from '../../model/form/index.ts';
import { webs } from '../../model/web/index.ts';
import {
  Checkbox,
  DateTimeField,
  type FormItemSettingKind,
  FormItemsEditor,
  InlineAlert,
  LinkButton,
  PageHeader,
  PagePreview,
  SanitizedHtml,
  SectionHeading,
  Select,
  TextArea,
  TextField,
} from '../../ui/index.ts';
import { formPeriod, formWebLabel, useWebLabels } from '../form-shared/index.ts';
import {
  EditorForm,
  LeaveGuard,
  layout,
  paths,
  ReadOnlyNotice,
  RecordScreen,
  useFocusFirstInvalid,
  useGoWhen,
  useOverThisPage,
} from '../shared/index.ts';
import {
  $createdId,
  $form,
  $formDeleted,
  $formFetching,
  $formGone,
  $formLoadFailed,
  $previewHtml,
  FormEditorGate,
} from './model.ts';
import { PublishSection, StatusSection, SubOwnersSection } from './sections.tsx';

const text = formPagesText.editor;

const settingsOf: Record<FormItemType, FormItemSettingKind> = {
  text: 'length',
  textarea: 'length',
  email: 'length',
  tel: 'length',
  number: 'range',
  date: 'plain',
  radio: 'options',
  checkbox: 'options',
  select: 'options',
  file: 'file',
  consent: 'statement',
};
const itemTypes = formItemTypes.map((type) => ({
  value: type,
  label: formItemTypeLabels[type],
  settings: settingsOf[type],
}));

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <section className={layout.section} aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {children}
    </section>
  );
};

/** An HTML text (successContent, errorContent) with its look through the console's one sanitiser. */
const HtmlField = ({
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) => (
  <div className={layout.stack}>
    <TextArea
      label={label}
      code
      rows={4}
      hint={text.htmlHint}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
    <figure className={layout.stack}>
      <figcaption className={layout.quiet}>{`${label}の${text.sanitizedPreview}`}</figcaption>
      <SanitizedHtml html={value} />
    </figure>
  </div>
);

/** The editor's form: 基本設定, 項目, 表示 and プレビュー, saved (or created) with one button. */
const FormEditorForm = ({ creating, readOnly }: { creating: boolean; readOnly: boolean }) => {
  const editor = useUnit({
    draft: formEditor.$draft,
    errors: formEditor.$fieldErrors,
    itemErrors: $itemErrors,
    onChange: formEditor.changed,
    preview: $previewHtml,
    webItems: webs.$items,
  });
  const labels = useWebLabels();
  const { draft, errors } = editor;
  const change = (patch: Partial<FormDraft>) => editor.onChange(patch);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(errors);
  const fixedHint = creating ? undefined : text.fixedAfterCreate;
  return (
    <EditorForm
      ref={formRef}
      editor={formEditor}
      submitLabel={creating ? text.create : text.save}
      saveFailedTitle={text.saveFailedTitle}
      conflictRows={(mine, theirs) => [
        { key: 'name', field: formText.name, mine: mine.name, theirs: theirs.name },
        { key: 'period', field: formText.period, mine: formPeriod(mine), theirs: formPeriod(theirs) },
        {
          key: 'items',
          field: formText.item,
          mine: mine.items.map((item) => item.label).join('、'),
          theirs: theirs.items.map((item) => item.label).join('、'),
        },
        {
          key: 'limit',
          field: formText.limitAnswer,
          mine: String(mine.limitAnswer),
          theirs: String(theirs.limitAnswer),
        },
      ]}
      readOnly={readOnly}
    >
      {errors.status ? <InlineAlert severity="error" title={errors.status} /> : null}
      <Section title={text.basics}>
        <TextField
          label={formText.name}
          required
          autoComplete="off"
          disabled={readOnly}
          value={draft.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        {creating ? (
          <Select
            label={formText.website}
            required
            placeholder={text.websitePlaceholder}
            items={editor.webItems.map((web) => ({ value: String(web.id), label: formWebLabel(labels, web.id) }))}
            value={draft.webId === null ? null : String(draft.webId)}
            error={errors.webId}
            disabled={readOnly}
            onValueChange={(value) => change({ webId: value === null ? null : Number(value) })}
          />
        ) : (
          <p>
            {formText.website}：{formWebLabel(labels, draft.webId ?? 0)}
          </p>
        )}
        <DateTimeField
          label={formText.startDate}
          value={draft.startDate}
          description={text.periodHint}
          error={errors.startDate}
          disabled={readOnly}
          onChange={(startDate) => change({ startDate })}
        />
        <DateTimeField
          label={formText.endDate}
          value={draft.endDate}
          description={text.periodHint}
          min={draft.startDate}
          error={errors.endDate}
          disabled={readOnly}
          onChange={(endDate) => change({ endDate })}
        />
        <TextField
          label={formText.limitAnswer}
          type="number"
          inputMode="numeric"
          min={0}
          hint={formText.limitHint}
          value={String(draft.limitAnswer)}
          error={errors.limitAnswer}
          disabled={readOnly}
          onChange={(event) => {
            const value = Number(event.currentTarget.value);
            change({ limitAnswer: Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0 });
          }}
        />
        <Checkbox
          label={formText.useNotice}
          checked={draft.useNotice}
          disabled={readOnly}
          onCheckedChange={(useNotice) => change({ useNotice })}
        />
        <Checkbox
          label={formText.allowJs}
          hint={fixedHint}
          checked={draft.allowJs}
          disabled={readOnly || !creating}
          onCheckedChange={(allowJs) => change({ allowJs })}
        />
        <Checkbox
          label={formText.isMailSend}
          hint={fixedHint}
          checked={draft.isMailSend}
          disabled={readOnly || !creating}
          onCheckedChange={(isMailSend) => change({ isMailSend })}
        />
        <Checkbox
          label={formText.isMailWithContent}
          hint={fixedHint}
          checked={draft.isMailWithContent}
          disabled={readOnly || !creating}
          onCheckedChange={(isMailWithContent) => change({ isMailWithContent })}
        />
      </Section>
      <Section title={text.items}>
        {draft.keptItems.length > 0 ? (
          <InlineAlert severity="warning" title={text.keptItemsTitle}>
            <p>{formText.unknownItems(draft.keptItems.length)}</p>
            <ul>
              {draft.keptItems.map((item) => (
                <li key={item.key}>{text.keptItem(item.label, item.type)}</li>
              ))}
            </ul>
          </InlineAlert>
        ) : null}
        <FormItemsEditor<FormItemType>
          items={draft.items}
          onChange={(items) => change({ items: items as FormItem[] })}
          types={itemTypes}
          newItem={newFormItem}
          errors={{ ...(errors.items ? { items: errors.items } : {}), ...editor.itemErrors }}
          disabled={readOnly}
          maxFileBytes={FORM_FILE_MAX_BYTES}
          settingsHeadingAs="h3"
        />
      </Section>
      <Section title={text.display}>
        <HtmlField
          label={formText.successContent}
          value={draft.successContent}
          error={errors.successContent}
          disabled={readOnly}
          onChange={(successContent) => change({ successContent })}
        />
        <HtmlField
          label={formText.errorContent}
          value={draft.errorContent}
          error={errors.errorContent}
          disabled={readOnly}
          onChange={(errorContent) => change({ errorContent })}
        />
      </Section>
      <Section title={text.preview}>
        <p className={layout.quiet}>{text.previewNote}</p>
        <PagePreview html={editor.preview} title={text.previewTitle(draft.name || formText.form)} />
      </Section>
    </EditorForm>
  );
};

const Back = () => (
  <Link to={paths.form.list.to()} className={layout.backLink}>
    {text.backToList}
  </Link>
);

/** /form/create: a new form, created as a draft; the page then goes to it. */
export const FormCreatePage = () => {
  useGate(FormEditorGate, { id: null });
  const { blocked, created, dirty } = useUnit({ blocked: $formBlocked, created: $createdId, dirty: formEditor.$dirty });
  useGoWhen(created === null ? null : paths.form.detail.to({ id: created }));
  return (
    <div className={layout.stack}>
      <Back />
      <PageHeader title={text.createTitle} />
      <ReadOnlyNotice reason={blocked} />
      <FormEditorForm creating readOnly={blocked !== null} />
      <p className={layout.quiet}>{text.publishBeforeCreate}</p>
      <LeaveGuard when={dirty && created === null} base={paths.form.create.to()} />
    </div>
  );
};

/** /form/{id}: the form's settings, items, display, preview, public address, sub-owners and status. */
export const FormEditPage = () => {
  const id = Number(useParams().id);
  useGate(FormEditorGate, { id });
  const over = useOverThisPage();
  const page = useUnit({
    form: $form,
    fetching: $formFetching,
    failed: $formLoadFailed,
    gone: $formGone,
    deleted: $formDeleted,
    blocked: $formBlocked,
    dirty: formEditor.$dirty,
  });
  useGoWhen(page.deleted ? paths.form.list.to() : null);
  const retry = useUnit(forms.itemRequested);
  const readOnly = page.blocked !== null;
  return (
    <RecordScreen
      back={{ to: paths.form.list.to(), label: text.backToList }}
      record={page.form}
      fetching={!page.gone && page.fetching}
      failed={page.failed}
      onRetry={() => retry(id)}
      words={text}
      header={(form) => (
        <PageHeader
          title={form.name}
          actions={
            readOnly ? null : (
              <LinkButton asChild variant="danger">
                <Link to={paths.form.remove.to({ id: form.id })} state={over}>
                  {text.remove}
                </Link>
              </LinkButton>
            )
          }
        />
      )}
    >
      {(form) => (
        <>
          <ReadOnlyNotice reason={page.blocked} />
          <FormEditorForm creating={false} readOnly={readOnly} />
          <StatusSection form={form} dirty={page.dirty} />
          <PublishSection form={form} />
          <SubOwnersSection form={form} readOnly={readOnly} />
          <LeaveGuard when={page.dirty && !page.deleted} base={paths.form.detail.to({ id: form.id })} />
        </>
      )}
    </RecordScreen>
  );
};
