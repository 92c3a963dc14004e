import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
`;

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

const Input = styled.input`
  ${control}
`;

const Select = styled.select`
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

interface Common {
  label: string;
  hint?: string;
  /** Already translated. */
  error?: string | undefined;
}

function useDescribed(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const extras = (
    <>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </>
  );
  return { id, describedBy: describedBy || undefined, extras };
}

/** A labelled text input; its hint and error are announced with it (aria-describedby). */
export function TextField({
  label,
  hint,
  error,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { id, describedBy, extras } = useDescribed(hint, error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input id={id} ref={ref} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />
      {extras}
    </Field>
  );
}

/** A labelled select, same announcements as TextField. */
export function SelectField({
  label,
  hint,
  error,
  ref,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode }) {
  const { id, describedBy, extras } = useDescribed(hint, error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select id={id} ref={ref} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...select}>
        {children}
      </Select>
      {extras}
    </Field>
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

/** A checkbox with its label beside it (the label may hold a link, e.g. to the terms). */
export function CheckboxField({
  label,
  hint,
  error,
  ref,
  ...input
}: Omit<Common, 'label'> & { label: ReactNode } & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  const { id, describedBy, extras } = useDescribed(hint, error);
  return (
    <CheckRow>
      <input
        id={id}
        type="checkbox"
        ref={ref}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {extras}
    </CheckRow>
  );
}
