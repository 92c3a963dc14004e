import { FieldError, Input, RequiredMark } from '@conform/ui';
import { useId, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

// The configurator's own widgets, on the forms kit of @conform/ui (labels, hints, errors, controls).

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
  required = false,
  inputProps,
}: {
  legend: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: readonly V[];
  onChange: (next: V[]) => void;
  error?: string | undefined;
  /** At least one must be chosen: marked with an asterisk, and each box says it (`aria-required`). */
  required?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  return (
    <Checks aria-describedby={describedBy} aria-invalid={Boolean(error)}>
      <legend>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            {...inputProps}
            // The first box takes the focus after a refused submit; each is described by the error.
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
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
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Checks>
  );
}

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    max-width: 100%;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(3)}`};
    border-radius: 999px;
    background: ${({ theme }) => theme.color.background};
    border: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  button {
    flex: none;
    border: none;
    background: none;
    font: inherit;
    font-size: 1.1rem;
    line-height: 1;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    cursor: pointer;
    color: ${({ theme }) => theme.color.textMuted};
  }
  button:hover {
    background: ${({ theme }) => theme.color.border};
  }
`;

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1 1 auto;
    min-width: 0;
  }
  button {
    flex: none;
  }
`;

const SmallButton = styled.button`
  font: inherit;
  font-weight: 600;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
`;

/**
 * An open list (processed data, sources, recipients, countries, storage places): the catalogue's
 * values are offered as suggestions while typing, and any other value may be added too (docs/spec/behaviour.md §5).
 * Enter or the Add button adds what was typed; each item has its own remove button.
 */
export function ValueListInput({
  id,
  value,
  onChange,
  onBlur,
  suggestions,
  labels,
  ...aria
}: {
  id: string;
  value: readonly string[];
  onChange: (items: string[]) => void;
  onBlur?: () => void;
  /** The catalogue's values, in the interface's language. */
  suggestions: readonly string[];
  labels: { add: string; remove: (item: string) => string; list: string };
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const [text, setText] = useState('');
  const listId = useId();
  const chosen = new Set(value.map((v) => v.toLowerCase()));
  const add = () => {
    const item = text.trim();
    if (item && !chosen.has(item.toLowerCase())) onChange([...value, item]);
    setText('');
  };
  return (
    <>
      {value.length > 0 ? (
        <Chips aria-label={labels.list}>
          {value.map((item) => (
            <li key={item}>
              <span>{item}</span>
              <button
                type="button"
                aria-label={labels.remove(item)}
                onClick={() => onChange(value.filter((v) => v !== item))}
              >
                ×
              </button>
            </li>
          ))}
        </Chips>
      ) : null}
      <AddRow>
        <Input
          id={id}
          list={listId}
          value={text}
          autoComplete="off"
          {...aria}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            // A value picked from the suggestions or typed and left is kept, not lost.
            if (text.trim()) add();
            onBlur?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <SmallButton type="button" onClick={add}>
          {labels.add}
        </SmallButton>
      </AddRow>
      <datalist id={listId}>
        {suggestions
          .filter((s) => !chosen.has(s.toLowerCase()))
          .map((s) => (
            <option key={s} value={s} />
          ))}
      </datalist>
    </>
  );
}
