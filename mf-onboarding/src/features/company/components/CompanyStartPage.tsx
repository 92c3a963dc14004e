import { useTranslation } from '@conform/i18n';
import { fiscalCodeSchema } from '@conform/contracts';
import { useNavigate, useParams, useShell, useValidationMessage } from '@conform/shell-contract';
import { Alert, Button, Card, Page, RequiredLegend, Stack, TextField } from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useEvaluationResults } from '../../../hooks/useEvaluationResults.ts';
import { companyFlows, NO_RESULTS, type CompanyFlow } from '../../../lib/flows.ts';
import { fiscalCodeShape } from '../hooks/fiscalCodeShape.ts';

/**
 * /onboarding/company/:encoded and /mastercard/company (docs/spec/behaviour.md §2, §5): the fiscal code, checked per
 * edition (the Romanian check digit; on INT also an EU VAT number). A non-empty invalid code is reported
 * to error tracking. The partner flow passes an empty evaluation list.
 */
export function CompanyStartPage({ flow = 'quiz' }: { flow?: CompanyFlow }) {
  const { t } = useTranslation('onboarding');
  const params = useParams();
  const encoded = flow === 'mastercard' ? NO_RESULTS : (params['encodedEvaluationResults'] ?? '');
  const { edition, reportError } = useShell();
  const navigate = useNavigate();
  const message = useValidationMessage('onboarding');
  const results = useEvaluationResults(encoded);
  const schema = useMemo(() => z.object({ fiscalCode: fiscalCodeSchema(edition) }), [edition]);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { fiscalCode: '' },
  });

  if (!results.ok) {
    return (
      <Page title={t('company.start.title')}>
        <Alert kind="error" title={t('errors.title')}>
          {t('errors.resultsUndecodable')}
        </Alert>
      </Page>
    );
  }

  const submit = handleSubmit(
    ({ fiscalCode }) => void navigate(companyFlows[flow].details(fiscalCode, encoded)),
    (invalid) => {
      const value = getValues('fiscalCode').trim();
      if (value && invalid.fiscalCode?.message === 'validation.fiscalCode.invalid') {
        reportError(
          new Error(`Invalid fiscal code on the ${edition} edition (shape ${fiscalCodeShape(value)})`),
        );
      }
    },
  );

  return (
    <Page
      title={t('company.start.title')}
      // Only a Romanian fiscal code is looked up (ANAF); another member state's VAT number is not.
      subtitle={edition === 'INT' ? t('company.start.subtitleInt') : t('company.start.subtitle')}
    >
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <RequiredLegend>{t('company.details.requiredLegend')}</RequiredLegend>
            <TextField
              label={t('company.fields.fiscalCode')}
              required
              hint={edition === 'INT' ? t('company.start.hintInt') : t('company.start.hint')}
              autoComplete="off"
              error={message(errors.fiscalCode?.message)}
              {...register('fiscalCode')}
            />
            <div>
              <Button type="submit">{t('company.start.continue')}</Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
