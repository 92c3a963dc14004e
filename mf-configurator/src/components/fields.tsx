import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 4.5em;
  resize: vertical;
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label,
  legend {
    font-weight: 600;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.danger};
`;

/** What a control needs to be labelled and described: its id and the ids of its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid': boolean;
  $invalid: boolean;
}

/** A labelled control with an optional hint and error, wired for screen readers. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <FieldRoot>
      <label htmlFor={id}>{label}</label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': Boolean(error),
        $invalid: Boolean(error),
      })}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}

/**
 * A list edited as text, one item per line (items may contain commas, e.g. "Name (first, last)").
 * The text is kept as typed; the form receives the trimmed, non-empty lines.
 */
export function LinesInput({
  value,
  onChange,
  onBlur,
  ...rest
}: {
  value: readonly string[];
  onChange: (items: string[]) => void;
  onBlur?: () => void;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'onBlur'> & {
    $invalid?: boolean;
  }) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <TextArea
      {...rest}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line.length > 0),
        );
      }}
    />
  );
}

const Checks = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
    font-weight: 400;
  }
`;

/** A group of checkboxes for a multiple choice from a fixed list. */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  inputProps,
}: {
  legend: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: readonly V[];
  onChange: (next: V[]) => void;
  error?: string | undefined;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const errorId = useId();
  return (
    <Checks aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error)}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            {...inputProps}
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? options.map((o) => o.value).filter((v) => v === option.value || value.includes(v))
                  : value.filter((v) => v !== option.value),
              )
            }
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Checks>
  );
}
