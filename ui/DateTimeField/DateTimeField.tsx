import { DatePicker, type DateValue, parseDate } from '@ark-ui/react/date-picker';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '../Button/index.ts';
import * as field from '../Field/Field.css.ts';
import { FieldError, FieldHint, useFieldDescription } from '../Field/index.ts';
import * as styles from './DateTimeField.css.ts';
import {
  formatJapaneseEra,
  formatTypedDate,
  isOtherDateSeparator,
  type LocalDate,
  localDateOf,
  localTimeOf,
  parseTypedDate,
  toDate,
  toLocalIso,
  toSlashDate,
} from './dateTime.ts';

export { formatJapaneseEra };

export interface DateTimeFieldWords {
  date: string;
  time: string;
  clear: string;
  /** Shown in place of the 和暦 while no date is set (value null). */
  none: string;
  datePlaceholder: string;
  openCalendar: string;
  closeCalendar: string;
  calendar: string;
  previousMonth: string;
  nextMonth: string;
}

const defaultWords: DateTimeFieldWords = {
  date: '日付',
  time: '時刻',
  clear: 'クリア',
  none: '指定なし',
  datePlaceholder: '例：2026/04/01',
  openCalendar: 'カレンダーを開く',
  closeCalendar: 'カレンダーを閉じる',
  calendar: 'カレンダー',
  previousMonth: '前の月',
  nextMonth: '次の月',
};

export interface DateTimeFieldProps {
  label: ReactNode;
  /** ISO 8601 with an offset, or null for 指定なし. */
  value: string | null;
  /**
   * The new instant as ISO 8601 with the browser's own offset (`2026-11-24T09:30:00+09:00`, not UTC `Z`), or
   * null when cleared. Date and time are read and written in the browser's local time zone.
   */
  onChange: (value: string | null) => void;
  error?: ReactNode;
  description?: ReactNode;
  /** Days before this instant's local date cannot be picked. The time of day is the caller's to check. */
  min?: string | null;
  disabled?: boolean;
  required?: boolean;
  words?: Partial<DateTimeFieldWords>;
  id?: string;
  className?: string;
}

const toDateValue = (date: LocalDate | null): DateValue | undefined =>
  date ? parseDate(new Date(date.year, date.month - 1, date.day)) : undefined;

/** Puts text at the caret as if typed, so Ark's own input handling sees it. */
const insertAtCaret = (input: HTMLInputElement, text: string) => {
  const end = input.value.length;
  input.setRangeText(text, input.selectionStart ?? end, input.selectionEnd ?? end, 'end');
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date picked from a Japanese calendar (or typed as 2026/11/24) and a time of day, with the 和暦 beside
 * the date. 「クリア」 sets 指定なし.
 */
export const DateTimeField = ({
  label,
  value,
  onChange,
  error,
  description,
  min,
  disabled = false,
  required = false,
  words: wordsGiven,
  id,
  className,
}: DateTimeFieldProps) => {
  const words = { ...defaultWords, ...wordsGiven };
  const fieldDescription = useFieldDescription({ id, hint: description, error });
  const eraId = `${fieldDescription.id}-era`;
  const describedBy = [eraId, fieldDescription.describedBy].filter(Boolean).join(' ');

  const instant = toDate(value);
  const date = instant ? localDateOf(instant) : null;
  // The time as typed: kept while it is empty or half-typed (or typed before any date), taken from the value
  // whenever the value changes.
  const [draftTime, setDraftTime] = useState(instant ? localTimeOf(instant) : '');
  const [draftOf, setDraftOf] = useState(value);
  if (draftOf !== value) {
    setDraftOf(value);
    if (instant) setDraftTime(localTimeOf(instant));
  }
  const time = draftTime;

  const minDate = useMemo(() => {
    const earliest = toDate(min);
    return earliest ? toDateValue(localDateOf(earliest)) : undefined;
  }, [min]);
  const timeZone = useMemo(localTimeZone, []);

  const dateChanged = (next: DateValue | undefined) => {
    if (!next) return;
    onChange(toLocalIso({ year: next.year, month: next.month, day: next.day }, time || '00:00'));
  };
  const timeChanged = (next: string) => {
    setDraftTime(next);
    // An emptied time input keeps the instant as it was: only 「クリア」 sets 指定なし.
    if (date && next !== '') onChange(toLocalIso(date, next));
  };

  return (
    <fieldset className={className ? `${styles.root} ${className}` : styles.root} disabled={disabled}>
      <legend className={field.label}>
        {label}
        {required ? (
          <span className={field.requiredMark} aria-hidden="true">
            必須
          </span>
        ) : null}
      </legend>
      <FieldHint id={fieldDescription.hintId}>{description}</FieldHint>
      <div className={styles.row}>
        <DatePicker.Root
          className={styles.date}
          locale="ja-JP"
          timeZone={timeZone}
          value={date ? [toDateValue(date) as DateValue] : []}
          onValueChange={(details) => dateChanged(details.value[0])}
          min={minDate}
          disabled={disabled}
          required={required}
          ids={{ input: () => fieldDescription.id }}
          format={(picked) => formatTypedDate({ year: picked.year, month: picked.month, day: picked.day })}
          parse={(text) => toDateValue(parseTypedDate(text))}
          placeholder={words.datePlaceholder}
          positioning={{ strategy: 'fixed', placement: 'bottom-start', gutter: 4 }}
          translations={{
            trigger: (open) => (open ? words.closeCalendar : words.openCalendar),
            content: words.calendar,
            prevTrigger: () => words.previousMonth,
            nextTrigger: () => words.nextMonth,
          }}
          lazyMount
          unmountOnExit
        >
          <DatePicker.Label className={styles.partLabel}>{words.date}</DatePicker.Label>
          <DatePicker.Control className={styles.control}>
            <DatePicker.Input
              className={styles.input}
              // What the field takes (Ark lets only digits and 「/」 in): a check or a tool can tell before typing.
              pattern="[0-9]{4}/[0-9]{1,2}/[0-9]{1,2}"
              aria-invalid={fieldDescription.invalid || undefined}
              aria-describedby={describedBy}
              onKeyDownCapture={(event) => {
                if (event.altKey || event.ctrlKey || event.metaKey || !isOtherDateSeparator(event.key)) return;
                event.preventDefault();
                insertAtCaret(event.currentTarget, '/');
              }}
              onPasteCapture={(event) => {
                event.preventDefault();
                insertAtCaret(event.currentTarget, toSlashDate(event.clipboardData.getData('text')));
              }}
            />
            <DatePicker.Trigger className={styles.trigger}>
              <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                <rect x="3.5" y="5" width="17" height="15.5" rx="2" stroke="currentColor" strokeWidth="1.8" />
                <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </DatePicker.Trigger>
          </DatePicker.Control>
          <DatePicker.Positioner className={styles.positioner}>
            <DatePicker.Content className={styles.content}>
              <DatePicker.View view="day">
                <DatePicker.Context>
                  {(picker) => (
                    <>
                      <DatePicker.ViewControl className={styles.viewControl}>
                        <DatePicker.PrevTrigger className={styles.navTrigger}>
                          <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
                            <path d="M15 6l-6 6 6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                          </svg>
                        </DatePicker.PrevTrigger>
                        <DatePicker.RangeText className={styles.rangeText} />
                        <DatePicker.NextTrigger className={styles.navTrigger}>
                          <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
                            <path d="M9 6l6 6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                          </svg>
                        </DatePicker.NextTrigger>
                      </DatePicker.ViewControl>
                      <DatePicker.Table className={styles.table}>
                        <DatePicker.TableHead>
                          <DatePicker.TableRow>
                            {picker.weekDays.map((weekDay) => (
                              <DatePicker.TableHeader key={weekDay.long} className={styles.weekDay} abbr={weekDay.long}>
                                {weekDay.short}
                              </DatePicker.TableHeader>
                            ))}
                          </DatePicker.TableRow>
                        </DatePicker.TableHead>
                        <DatePicker.TableBody>
                          {picker.weeks.map((week) => (
                            <DatePicker.TableRow key={week[0]?.toString()}>
                              {week.map((day) => (
                                <DatePicker.TableCell key={day.toString()} value={day}>
                                  <DatePicker.TableCellTrigger className={styles.day}>
                                    {day.day}
                                  </DatePicker.TableCellTrigger>
                                </DatePicker.TableCell>
                              ))}
                            </DatePicker.TableRow>
                          ))}
                        </DatePicker.TableBody>
                      </DatePicker.Table>
                    </>
                  )}
                </DatePicker.Context>
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </DatePicker.Root>
        <div className={styles.time}>
          <label htmlFor={`${fieldDescription.id}-time`} className={styles.partLabel}>
            {words.time}
          </label>
          <input
            id={`${fieldDescription.id}-time`}
            type="time"
            className={styles.input}
            value={time}
            onChange={(event) => timeChanged(event.currentTarget.value)}
            required={required}
            disabled={disabled}
            aria-invalid={fieldDescription.invalid || undefined}
            aria-describedby={fieldDescription.describedBy}
          />
        </div>
        <Button
          variant="tertiary"
          size="small"
          className={styles.clear}
          disabled={disabled || (value === null && draftTime === '')}
          onClick={() => {
            setDraftTime('');
            onChange(null);
          }}
        >
          {words.clear}
        </Button>
      </div>
      <p id={eraId} className={styles.era} aria-live="polite">
        {date ? formatJapaneseEra(date) : words.none}
      </p>
      {fieldDescription.invalid ? <FieldError id={fieldDescription.errorId}>{error}</FieldError> : null}
    </fieldset>
  );
};
