/** Form controls shared by the remotes: labelled inputs whose hint and error are announced with them. */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';

/** What every text control looks like, and its invalid state. */
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

export const Hint = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldError = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.danger};
`;

type Props = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: string;
  /** Already translated. */
  error?: string;
};

/** A labelled text input; its hint and error are announced with it (aria-describedby). */
export function TextField({ label, hint, error, ref, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input id={id} ref={ref} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}

export const TextArea = styled.textarea`
  ${control}
  min-height: 5em;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  max-width: 100%;
`;

/** Label, hint and error around any control; the control gets the ids it needs. */
export function LabelledControl({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
