import { useTranslation } from '@conform/i18n';
import { findProduct } from '@conform/catalogues';
import type { TCompany } from '@conform/contracts';
import {
  INACTIVE_CONTACT_ACTIONS,
  ZCommercialTermsSchema,
  type TCommercialTerms,
  type TCommercialTermsInput,
  type TInactiveContactAction,
} from '@conform/contracts/company-data';
import { useValidationMessage } from '@conform/shell-contract';
import {
  Button,
  LabelledControl,
  SelectField,
  Stack,
  TextArea,
  TextField,
  useFocusFirstInvalid,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useUpdateCommercialTermsMutation } from '../../../lib/companiesApi.ts';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

type TermsGroup = 'accommodation' | 'courses' | 'marketing';

/** The document that prints each group's terms: a group is asked when a package of the company makes it. */
const DOCUMENT_OF_GROUP: Record<TermsGroup, string> = {
  accommodation: 'TERMENI_CONDITII_CAZARE',
  courses: 'TERMENI_CONDITII_CURSURI',
  marketing: 'POLITICA_MESAJE_MARKETING',
};
const GROUPS = Object.keys(DOCUMENT_OF_GROUP) as TermsGroup[];

/** The groups whose document a package of the company (bought, to configure or in the cart) makes; none: all. */
function groupsOf(company: TCompany): TermsGroup[] {
  const { purchased, configured, pending } = company.products;
  const documents = new Set(
    [...purchased, ...configured, ...pending].flatMap(
      (id) => (findProduct(id)?.documents as readonly string[] | undefined) ?? [],
    ),
  );
  const relevant = GROUPS.filter((group) => documents.has(DOCUMENT_OF_GROUP[group]));
  return relevant.length > 0 ? relevant : GROUPS;
}

/** An empty field is not said: null, as the service stores it. */
const orNull = (v: unknown) => (v === '' ? null : v);

/**
 * The company's own commercial terms (accommodation, courses, marketing messages): the terms and
 * the marketing policy print them as given, and ask for them while they are not given. The whole
 * set is saved; the groups not shown (no package makes their document) keep what they hold.
 */
export function CommercialTermsSection({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const message = useValidationMessage('dashboard');
  const [save] = useUpdateCommercialTermsMutation();
  const { accommodation: a, courses: c, marketing: m } = company.commercialTerms;
  const form = useForm<TCommercialTermsInput, unknown, TCommercialTerms>({
    resolver: zodResolver(ZCommercialTermsSchema),
    defaultValues: {
      accommodation: {
        checkIn: a?.checkIn ?? '',
        checkOut: a?.checkOut ?? '',
        deposit: a?.deposit ?? '',
        freeCancellation: a?.freeCancellation ?? '',
        cancellationFees: a?.cancellationFees ?? '',
      },
      courses: { refundAfterWithdrawal: c?.refundAfterWithdrawal ?? '' },
      marketing: {
        inactiveContactsMonths: m?.inactiveContactsMonths ?? null,
        inactiveContactsAction: (m?.inactiveContactsAction ?? null) as TInactiveContactAction | null,
      },
    },
  });
  const { register, handleSubmit, formState } = form;
  const { run, guard } = useSectionSave(form, t('companyData.terms.action'));
  const { errors, isSubmitting, submitCount } = formState;
  // Validated on Save: a refused Save moves the focus to the first field it marked.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);
  const shown = groupsOf(company);
  const errorOf = (e: { message?: string } | undefined) => message(e?.message);

  return (
    <Section id="terms" title={t('companyData.terms.title')} intro={t('companyData.terms.intro')}>
      <form
        ref={formRef}
        noValidate
        aria-label={t('companyData.terms.title')}
        onSubmit={(event) =>
          void handleSubmit((body) => run(() => save({ companyId: company.id, body }).unwrap()))(event)
        }
      >
        <Stack>
          {shown.includes('accommodation') ? (
            <Group>
              <legend>{t('companyData.terms.accommodation')}</legend>
              <Stack>
                <TextField
                  label={t('companyData.terms.checkIn')}
                  hint={t('companyData.terms.timeHint')}
                  inputMode="numeric"
                  error={errorOf(errors.accommodation?.checkIn)}
                  {...register('accommodation.checkIn')}
                />
                <TextField
                  label={t('companyData.terms.checkOut')}
                  hint={t('companyData.terms.timeHint')}
                  inputMode="numeric"
                  error={errorOf(errors.accommodation?.checkOut)}
                  {...register('accommodation.checkOut')}
                />
                <TextField
                  label={t('companyData.terms.deposit')}
                  hint={t('companyData.terms.depositHint')}
                  error={errorOf(errors.accommodation?.deposit)}
                  {...register('accommodation.deposit')}
                />
                <LabelledControl
                  label={t('companyData.terms.freeCancellation')}
                  hint={t('companyData.terms.freeCancellationHint')}
                  error={errorOf(errors.accommodation?.freeCancellation)}
                >
                  {(props) => <TextArea {...props} {...register('accommodation.freeCancellation')} />}
                </LabelledControl>
                <LabelledControl
                  label={t('companyData.terms.cancellationFees')}
                  hint={t('companyData.terms.cancellationFeesHint')}
                  error={errorOf(errors.accommodation?.cancellationFees)}
                >
                  {(props) => <TextArea {...props} {...register('accommodation.cancellationFees')} />}
                </LabelledControl>
              </Stack>
            </Group>
          ) : null}
          {shown.includes('courses') ? (
            <Group>
              <legend>{t('companyData.terms.courses')}</legend>
              <LabelledControl
                label={t('companyData.terms.refundAfterWithdrawal')}
                hint={t('companyData.terms.refundAfterWithdrawalHint')}
                error={errorOf(errors.courses?.refundAfterWithdrawal)}
              >
                {(props) => <TextArea {...props} {...register('courses.refundAfterWithdrawal')} />}
              </LabelledControl>
            </Group>
          ) : null}
          {shown.includes('marketing') ? (
            <Group>
              <legend>{t('companyData.terms.marketing')}</legend>
              <Stack>
                <TextField
                  label={t('companyData.terms.inactiveContactsMonths')}
                  hint={t('companyData.terms.inactiveContactsMonthsHint')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={120}
                  error={errorOf(errors.marketing?.inactiveContactsMonths)}
                  {...register('marketing.inactiveContactsMonths', {
                    setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
                  })}
                />
                <SelectField
                  label={t('companyData.terms.inactiveContactsAction')}
                  error={errorOf(errors.marketing?.inactiveContactsAction)}
                  {...register('marketing.inactiveContactsAction', { setValueAs: orNull })}
                >
                  <option value="">{t('companyData.terms.notSaid')}</option>
                  {INACTIVE_CONTACT_ACTIONS.map((action) => (
                    <option key={action} value={action}>
                      {t(`companyData.terms.action_${action}`)}
                    </option>
                  ))}
                </SelectField>
              </Stack>
            </Group>
          ) : null}
          <Stack $row>
            <Button type="submit" disabled={isSubmitting}>
              {t('companyData.terms.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
      {guard.dialog}
    </Section>
  );
}
