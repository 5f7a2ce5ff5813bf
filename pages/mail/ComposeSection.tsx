import { useUnit } from 'effector-react';
import { useId } from 'react';
import {
  $composeDirty,
  $confirm,
  $countMatches,
  $draft,
  $fieldErrors,
  $preview,
  $sendableMailings,
  $sendError,
  $sending,
  $testing,
  $testResult,
  $typedCount,
  composeChanged,
  confirmClosed,
  confirmSubmitted,
  confirmTyped,
  mailingToggled,
  mailPageText,
  mailTargets,
  sendClicked,
  testClicked,
} from '../../model/mail/index.ts';
import { ConfirmCountDialog } from '../../ui/ConfirmCountDialog/index.ts';
import { Button, Checkbox, InlineAlert, SanitizedHtml, Spinner, TextArea, TextField } from '../../ui/index.ts';
import { MailPreview } from '../../ui/MailPreview/index.ts';
import { RecipientSummary } from '../../ui/RecipientSummary/index.ts';
import { kitText, LeaveGuard, LoadFailed, layout, paths } from '../shared/index.ts';
import { $chosenMailingIds, $mailingsError, $recipientState, $scheduledAtError } from './model.ts';
import * as styles from './page.css.ts';

const text = mailPageText;

/** The lists the sender may choose (only those the group may send to). */
const MailingChoices = () => {
  const errorId = useId();
  const state = useUnit({
    lists: $sendableMailings,
    chosen: $chosenMailingIds,
    error: $mailingsError,
    loading: mailTargets.$pending,
    failed: mailTargets.$failed,
    onRetry: mailTargets.refreshed,
    onToggle: mailingToggled,
  });
  return (
    <fieldset className={layout.fieldset} aria-describedby={state.error ? errorId : undefined}>
      <legend className={layout.legend}>{text.compose.mailings}</legend>
      <p className={layout.quiet}>{text.compose.mailingsHint}</p>
      {state.failed ? (
        <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
      ) : state.lists.length === 0 ? (
        state.loading ? (
          <Spinner label={text.compose.mailingsLoading} />
        ) : (
          <InlineAlert severity="info">{text.compose.noMailings}</InlineAlert>
        )
      ) : (
        <div className={styles.choices}>
          {state.lists.map((list) => (
            <Checkbox
              key={list.id}
              label={list.name}
              checked={state.chosen.includes(list.id)}
              onCheckedChange={(chosen) => state.onToggle({ id: list.id, chosen })}
            />
          ))}
        </div>
      )}
      {state.error ? (
        <p id={errorId} className={styles.fieldError}>
          {state.error}
        </p>
      ) : null}
    </fieldset>
  );
};

/** Send now, or at a time (Japan's). */
const WhenChoice = () => {
  const name = useId();
  const fieldId = useId();
  const errorId = useId();
  const state = useUnit({ draft: $draft, error: $scheduledAtError, onChange: composeChanged });
  return (
    <fieldset className={layout.fieldset}>
      <legend className={layout.legend}>{text.compose.when}</legend>
      <div className={styles.choices}>
        {(['now', 'later'] as const).map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={state.draft.when === value}
              onChange={() => state.onChange({ when: value })}
            />
            {value === 'now' ? text.compose.now : text.compose.later}
          </label>
        ))}
      </div>
      {state.draft.when === 'later' ? (
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.fieldLabel}>
            {text.compose.scheduledAt}
          </label>
          <input
            id={fieldId}
            type="datetime-local"
            className={styles.nativeInput}
            value={state.draft.scheduledAt}
            onChange={(event) => state.onChange({ scheduledAt: event.target.value })}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
          />
          {state.error ? (
            <p id={errorId} className={styles.fieldError}>
              {state.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
};

/** The count typed before a send to more than CONFIRM_ABOVE people. */
const CountConfirmation = () => {
  const state = useUnit({
    confirm: $confirm,
    typed: $typedCount,
    matches: $countMatches,
    sending: $sending,
    error: $sendError,
    onTyped: confirmTyped,
    onConfirm: confirmSubmitted,
    onClose: confirmClosed,
  });
  const expected = state.confirm?.expected ?? null;
  return (
    <ConfirmCountDialog
      open={state.confirm !== null}
      onOpenChange={(open) => {
        if (!open) state.onClose();
      }}
      title={expected === null ? text.confirm.recountTitle : text.confirm.title(expected)}
      body={expected === null ? text.confirm.recountTitle : text.confirm.body(expected)}
      typed={state.typed}
      onTypedChange={state.onTyped}
      canConfirm={state.matches}
      onConfirm={state.onConfirm}
      pending={state.sending}
      note={state.confirm?.note ?? undefined}
      error={state.error ? <SanitizedHtml as="span" html={state.error} /> : undefined}
      errorTitle={text.compose.sendFailed}
      words={{
        label: text.confirm.label,
        hint: text.confirm.hint(expected),
        confirm: text.confirm.confirm,
        cancel: text.confirm.cancel,
        close: text.confirm.close,
      }}
    />
  );
};

/** What the recipients will get, as the server answered for the draft as typed. */
const RecipientSide = () => {
  const headingId = useId();
  const state = useUnit({ draft: $draft, preview: $preview, recipientState: $recipientState });
  const { preview, draft } = state;
  return (
    <aside className={styles.aside} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.asideHeading}>
        {text.recipients.title}
      </h3>
      <RecipientSummary
        state={state.recipientState === 'counted' || draft.mailingIds.length > 0 ? state.recipientState : 'idle'}
        recipientCount={preview?.recipientCount ?? 0}
        duplicateCount={preview?.duplicateCount ?? 0}
        outsideDomains={preview?.outsideDomains ?? []}
        unsubscribe={preview?.unsubscribe ?? false}
        words={text.recipients}
      />
      <h3 className={styles.asideHeading}>{text.preview.title}</h3>
      <MailPreview
        from={preview?.from || text.preview.unknownFrom}
        subject={draft.subject}
        html={draft.html}
        // The text part as it will be sent (made from the HTML when none is typed); what is typed until answered.
        text={preview?.text ?? draft.text}
        words={text.preview}
      />
    </aside>
  );
};

/** The compose: lists, subject, both parts, when; test send and send. */
export const ComposeSection = () => {
  const headingId = useId();
  const state = useUnit({
    draft: $draft,
    errors: $fieldErrors,
    dirty: $composeDirty,
    sending: $sending,
    testing: $testing,
    testResult: $testResult,
    sendError: $sendError,
    confirm: $confirm,
    onChange: composeChanged,
    onSend: sendClicked,
    onTest: testClicked,
  });
  const { draft, errors } = state;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.asideHeading}>
        {text.compose.title}
      </h2>
      <div className={styles.composeGrid}>
        <form
          className={styles.form}
          aria-labelledby={headingId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            state.onSend();
          }}
        >
          <MailingChoices />
          <TextField
            label={text.compose.subject}
            required
            value={draft.subject}
            error={errors.subject}
            onChange={(event) => state.onChange({ subject: event.target.value })}
          />
          <TextArea
            label={text.compose.text}
            hint={text.compose.textHint}
            rows={8}
            value={draft.text}
            error={errors.text}
            onChange={(event) => state.onChange({ text: event.target.value })}
          />
          <TextArea
            label={text.compose.html}
            hint={text.compose.htmlHint}
            code
            rows={8}
            value={draft.html}
            error={errors.html}
            onChange={(event) => state.onChange({ html: event.target.value })}
          />
          <WhenChoice />
          {state.sendError && state.confirm === null ? (
            <InlineAlert severity="error" title={text.compose.sendFailed}>
              <SanitizedHtml as="span" html={state.sendError} />
            </InlineAlert>
          ) : null}
          {state.testResult ? (
            <InlineAlert severity={state.testResult.ok ? 'success' : 'error'}>{state.testResult.message}</InlineAlert>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" loading={state.testing} onClick={() => state.onTest()}>
              {text.compose.test}
            </Button>
            <Button type="submit" loading={state.sending}>
              {draft.when === 'later' ? text.compose.schedule : text.compose.send}
            </Button>
          </div>
          <p className={layout.quiet}>{text.compose.testHint}</p>
        </form>
        <RecipientSide />
      </div>
      <CountConfirmation />
      <LeaveGuard when={state.dirty} base={paths.mail.page.to()} />
    </section>
  );
};
