import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { domainToUnicode } from '../../contract/index.ts';
import { japanDateTime } from '../../contract/japanDateTime.ts';
import {
  domainAdd,
  domainEdit,
  SIGNIN_AGE_MAX_MINUTES,
  SIGNIN_AGE_MIN_MINUTES,
  signinAgeEditor,
} from '../../model/config/index.ts';
import {
  Button,
  DomainTable,
  type DomainTableRow,
  EmptyState,
  LinkButton,
  LoadingOverlay,
  PageHeader,
  SanitizedHtml,
  SectionHeading,
  SettingsForm,
  Spinner,
} from '../../ui/index.ts';
import { LeaveGuard, LoadFailed, layout, paths, useOverThisPage } from '../shared/index.ts';
import { DomainFormDialog } from './DomainFormDialog.tsx';
import {
  $domainsState,
  $settingsBlocked,
  $settingsLoading,
  $settingsMissing,
  domainsRetried,
  SettingGate,
  settingsRetried,
} from './model.ts';
import { settingText as text } from './text.ts';

const dateOf = (iso: string | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? japanDateTime(date) : '';
};

/** /setting: the inactivity limit (spec §9 signinAge) and the allowed domains (spec §3 domain). */
export const SettingPage = () => {
  useGate(SettingGate);
  const signinAgeId = useId();
  const domainsId = useId();
  const over = useOverThisPage();
  const page = useUnit({
    blocked: $settingsBlocked,
    missing: $settingsMissing,
    loadingSettings: $settingsLoading,
    onRetrySettings: settingsRetried,
    draft: signinAgeEditor.$draft,
    fieldErrors: signinAgeEditor.$fieldErrors,
    saveError: signinAgeEditor.$saveError,
    saving: signinAgeEditor.$saving,
    dirty: signinAgeEditor.$dirty,
    addDirty: domainAdd.$dirty,
    editDirty: domainEdit.$dirty,
    onChange: signinAgeEditor.changed,
    onSave: signinAgeEditor.saveClicked,
    domains: $domainsState,
    onRetryDomains: domainsRetried,
    onAdd: domainAdd.opened,
    onEdit: domainEdit.opened,
  });
  const rows: DomainTableRow[] = page.domains.items.map((item) => {
    const shown = item.domain ? domainToUnicode(item.domain) : `#${item.id}`;
    return {
      id: item.id,
      domain: shown,
      ...(item.domain && shown !== item.domain ? { ascii: item.domain } : {}),
      purpose: text.domains.purposeLabel(item.purpose),
      note: item.description ?? '',
      updatedBy: item.updatedBy ?? '',
      updatedAt: dateOf(item.updatedAt),
    };
  });
  const editable = page.blocked === null;

  return (
    <div className={layout.stack}>
      <PageHeader title={text.title} description={text.description} />
      <section className={layout.section} aria-labelledby={signinAgeId}>
        <SectionHeading id={signinAgeId}>{text.signinAge.heading}</SectionHeading>
        {page.missing ? (
          page.loadingSettings ? (
            <Spinner label={text.signinAge.loading} />
          ) : (
            <LoadFailed
              title={text.signinAge.failedTitle}
              description={text.signinAge.failedDescription}
              onRetry={page.onRetrySettings}
            />
          )
        ) : (
          <SettingsForm
            minutes={page.draft.minutes}
            onMinutesChange={(minutes) => page.onChange({ minutes })}
            min={SIGNIN_AGE_MIN_MINUTES}
            max={SIGNIN_AGE_MAX_MINUTES}
            error={page.fieldErrors.minutes}
            // The server's refusal is HTML (spec §2.7): a name in it comes escaped.
            saveError={page.saveError ? <SanitizedHtml as="span" html={page.saveError} /> : undefined}
            saving={page.saving}
            readOnly={page.blocked ?? undefined}
            onSubmit={page.onSave}
            words={text.signinAge.form}
          />
        )}
      </section>
      <section className={layout.section} aria-labelledby={domainsId}>
        <SectionHeading id={domainsId}>{text.domains.heading}</SectionHeading>
        <p className={layout.quiet}>{text.domains.description}</p>
        {editable ? (
          <div>
            <Button variant="secondary" onClick={() => page.onAdd('new')}>
              {text.domains.add}
            </Button>
          </div>
        ) : null}
        <LoadingOverlay pending={page.domains.loading} label={text.domains.loading}>
          <DomainTable
            rows={rows}
            words={{
              ...text.domains.table,
              empty: page.domains.failed ? (
                <LoadFailed
                  title={text.domains.failedTitle}
                  description={text.domains.failedDescription}
                  onRetry={page.onRetryDomains}
                />
              ) : page.domains.loading ? (
                ''
              ) : (
                <EmptyState title={text.domains.table.empty} titleAs="p" />
              ),
            }}
            {...(editable
              ? {
                  onEdit: (row: DomainTableRow) => page.onEdit(row.id),
                  renderDelete: (row: DomainTableRow, words: { label: string; name: string }) => (
                    <LinkButton asChild variant="danger" size="small">
                      <Link to={paths.setting.domainDelete.to({ id: row.id })} state={over} aria-label={words.name}>
                        {words.label}
                      </Link>
                    </LinkButton>
                  ),
                }
              : {})}
          />
        </LoadingOverlay>
      </section>
      <DomainFormDialog mode="add" />
      <DomainFormDialog mode="edit" />
      <LeaveGuard when={page.dirty || page.addDirty || page.editDirty} base={paths.setting.page.to()} />
    </div>
  );
};
