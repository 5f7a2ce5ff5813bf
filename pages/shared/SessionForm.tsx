import type { ReactNode } from 'react';
import { Button, FormLayout, type FormLayoutProps } from '../../ui/index.ts';
import { useFocusFirstInvalid } from './useHeadingFocus.ts';

export type SessionFormProps = Omit<FormLayoutProps, 'ref' | 'onSubmit' | 'actions' | 'aria-label' | 'noValidate'> & {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The call is under way: the submit button says so and takes no second click. */
  pending: boolean;
  /** The fields' errors: after a submit that found some, the first invalid field takes the focus. */
  errors: object;
  onSubmit: () => void;
  /** Actions after the submit button. */
  moreActions?: ReactNode;
};

/**
 * The form of a sign-in step or a password change: the model checks the fields (no browser validation),
 * the submit button shows the call pending, and focus goes to the first field in error.
 */
export const SessionForm = ({
  label,
  submitLabel,
  pending,
  errors,
  onSubmit,
  moreActions,
  children,
  ...rest
}: SessionFormProps) => {
  const ref = useFocusFirstInvalid<HTMLFormElement>(errors);
  return (
    <FormLayout
      {...rest}
      ref={ref}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      actions={
        <>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {moreActions}
        </>
      }
    >
      {children}
    </FormLayout>
  );
};
