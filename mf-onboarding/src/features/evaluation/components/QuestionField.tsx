import { useTranslation } from '@conform/i18n';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Set = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: 1.05rem;
  }
  &[data-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(3)}`};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  label {
    position: relative;
    cursor: pointer;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    cursor: pointer;
  }
  span {
    display: inline-block;
    min-width: 5.5rem;
    text-align: center;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
  input:checked + span {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * One yes/no question (docs/spec/behaviour.md §2 Quiz): a group named by the question, with two radio choices. The
 * question being asked scrolls into view when it appears.
 */
export function QuestionField({
  id,
  text,
  description,
  value,
  current,
  onAnswer,
}: {
  id: string;
  text: string;
  description?: string | undefined;
  value: boolean | undefined;
  current: boolean;
  onAnswer: (value: boolean) => void;
}) {
  const { t } = useTranslation('onboarding');
  const ref = useRef<HTMLFieldSetElement>(null);
  const descriptionId = `${id}-description`;

  useEffect(() => {
    if (current) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [current]);

  return (
    <Set ref={ref} data-current={current} aria-describedby={description ? descriptionId : undefined}>
      <legend>{text}</legend>
      {description ? <p id={descriptionId}>{description}</p> : null}
      <Choices>
        {([true, false] as const).map((choice) => (
          <label key={String(choice)}>
            <input type="radio" name={id} checked={value === choice} onChange={() => onAnswer(choice)} />
            <span>{choice ? t('quiz.yes') : t('quiz.no')}</span>
          </label>
        ))}
      </Choices>
    </Set>
  );
}
