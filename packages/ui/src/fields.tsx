/**
 * The forms kit shared by the remotes: labelled controls whose hint and error are announced with
 * them (`aria-describedby`) and marked invalid (`aria-invalid`, which also draws the red border).
 * A required field's label ends with an asterisk (`RequiredMark`), its control says so
 * (`aria-required`, not the browser's own `required`, whose bubbles would speak over the form's
 * messages) and its form explains the asterisk once (`RequiredLegend`). Errors are passed already
 * translated.
 */
import {
  useEffect,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  type SelectHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

/** What every control looks like, and its invalid and read-only states. */
const control = css`
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[readonly] {
    background: ${({ theme }) => theme.color.background};
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 5em;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  max-width: 100%;
`;

export const Hint = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldError = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.danger};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.color.danger};
  &::after {
    content: ' *';
  }
`;

/**
 * The asterisk after a required field's label, drawn by the style sheet so the label's text (and
 * the control's name) stays the field's name; hidden from screen readers, to whom the control
 * itself says it is required (`aria-required`).
 */
export function RequiredMark() {
  return <Asterisk aria-hidden="true" data-required-mark="" />;
}

const Legend = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Once per form with required fields, before them: what the asterisk means, e.g. "Câmpurile marcate
 * cu * sunt obligatorii." / "Fields marked * are required." (already translated).
 */
export function RequiredLegend({ children }: { children: string }) {
  return <Legend>{children}</Legend>;
}

/** What a control needs to be labelled and described. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface Described {
  hint?: string | undefined;
  /** Already translated. */
  error?: string | undefined;
  /** Marked with an asterisk after the label and `aria-required` on the control. */
  required?: boolean | undefined;
}

/** The control's id and aria attributes, and the hint and error that describe it. */
function useDescribed({ hint, error, required }: Described): {
  control: ControlProps;
  description: ReactNode;
} {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    control: {
      id,
      'aria-invalid': Boolean(error),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(required ? { 'aria-required': true } : {}),
    },
    description: (
      <>
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </>
    ),
  };
}

/** Label, hint and error around any control; the control gets the id and aria attributes it needs. */
export function LabelledControl({
  label,
  children,
  ...described
}: Described & { label: string; children: (props: ControlProps) => ReactNode }) {
  const { control, description } = useDescribed(described);
  return (
    <Field>
      <label htmlFor={control.id}>
        {label}
        {described.required ? <RequiredMark /> : null}
      </label>
      {children(control)}
      {description}
    </Field>
  );
}

type TextFieldProps = Described &
  InputHTMLAttributes<HTMLInputElement> & { label: string; ref?: Ref<HTMLInputElement> };

/** A labelled text input (any `type` but checkbox and radio: see CheckboxField). */
export function TextField({ label, hint, error, required, ref, ...input }: TextFieldProps) {
  return (
    <LabelledControl label={label} hint={hint} error={error} required={required}>
      {(props) => <Input {...props} ref={ref} {...input} />}
    </LabelledControl>
  );
}

type SelectFieldProps = Described &
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    ref?: Ref<HTMLSelectElement>;
    children: ReactNode;
  };

/** A labelled select; its options are the children. */
export function SelectField({ label, hint, error, required, ref, children, ...select }: SelectFieldProps) {
  return (
    <LabelledControl label={label} hint={hint} error={error} required={required}>
      {(props) => (
        <Select {...props} ref={ref} {...select}>
          {children}
        </Select>
      )}
    </LabelledControl>
  );
}

const CheckRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  align-items: start;
  input {
    margin-top: 0.25em;
    width: 1.1rem;
    height: 1.1rem;
  }
  ${FieldError}, ${Hint} {
    grid-column: 2;
  }
`;

type CheckboxFieldProps = Described &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    /** May hold a link (e.g. to the terms): it is the checkbox's label, beside it. */
    label: ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

/** A checkbox with its label beside it, and its hint and error under the label. */
export function CheckboxField({ label, hint, error, required, ref, ...input }: CheckboxFieldProps) {
  const { control, description } = useDescribed({ hint, error, required });
  return (
    <CheckRow>
      <input {...control} type="checkbox" ref={ref} {...input} />
      <label htmlFor={control.id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {description}
    </CheckRow>
  );
}

/**
 * Validate on submit: after a submit the form refused (`submitCount` grew, errors shown), the first
 * field marked invalid in the form's order takes the focus, so its message is read and in view.
 * Works for any control drawn by the kit (it finds `aria-invalid="true"`), registered or not.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLElement | null>,
  submitCount: number,
  hasErrors: boolean,
): void {
  useEffect(() => {
    if (submitCount === 0 || !hasErrors) return;
    form.current
      ?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]',
      )
      ?.focus();
    // Only after a submit: a field corrected while typing keeps the focus where the user is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
}
