import { useTranslation } from '@conform/i18n';
import type { TSuggestion } from '@conform/contracts';
import { Button, Card, VisuallyHidden } from '@conform/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useAddSuggestion } from '../hooks/useAddSuggestion.ts';
import { Letter } from '../../../components/Letter.tsx';
import { CardHeader } from './SituationCard.tsx';

const Suggested = styled(Card)`
  border-color: ${({ theme }) => theme.color.danger};
  border-style: dashed;
  h2 {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** Says "suggested" in words too: colour alone is not enough. */
const Tag = styled.span`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
`;

const Names = styled.ul`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A suggested situation not added yet (docs/spec/behaviour.md §2: shown in red, without rename and count). */
export function SuggestionCard({
  companyId,
  suggestion,
  letter,
}: {
  companyId: string;
  suggestion: TSuggestion;
  letter: string;
}) {
  const { t } = useTranslation('configurator');
  const { add, isLoading } = useAddSuggestion(companyId);
  const headingId = useId();
  return (
    <Suggested aria-labelledby={headingId}>
      <CardHeader>
        <Letter $suggested aria-hidden="true">
          {letter}
        </Letter>
        <h2 id={headingId}>
          <VisuallyHidden>{t('suggestion.letter', { letter })} </VisuallyHidden>
          {suggestion.name}
        </h2>
        <Tag>{t('suggestion.tag')}</Tag>
        <Button
          onClick={() => void add(suggestion.id)}
          disabled={isLoading}
          aria-busy={isLoading}
          aria-label={t('suggestion.addLabel', { name: suggestion.name })}
        >
          {isLoading ? t('suggestion.adding') : t('suggestion.add')}
        </Button>
      </CardHeader>
      <Names aria-label={t('suggestion.operationsLabel', { name: suggestion.name })}>
        {suggestion.operations.map((op) => (
          <li key={op.id}>{op.name}</li>
        ))}
      </Names>
    </Suggested>
  );
}
