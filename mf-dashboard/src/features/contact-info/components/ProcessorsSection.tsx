import { useTranslation } from '@conform/i18n';
import {
  pick,
  sccModuleEntries,
  transferDerogationEntries,
  transferMechanismsFor,
  valueLists,
} from '@conform/catalogues';
import type { TCompany, TProcessorRecord } from '@conform/contracts';
import { ZProcessorSchema, type TProcessor, type TProcessorInput } from '@conform/contracts/company-data';
import { useShell, useValidationMessage } from '@conform/shell-contract';
import {
  Button,
  ConfirmDialog,
  LabelledControl,
  Modal,
  RequiredLegend,
  SelectField,
  Stack,
  TextArea,
  TextField,
  useFocusFirstInvalid,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type Control, type UseFormRegisterReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useRemoveProcessorMutation, useSaveProcessorMutation } from '../../../lib/companiesApi.ts';
import { Section } from './Section.tsx';
import { MechanismOptions, RecordList, useCountries } from './transfers.tsx';
import { useSectionSave } from './useSectionSave.ts';

const SubProcessor = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    font-weight: 600;
  }
`;

/**
 * Outside the EEA, the safeguard the processor states for a sub-processor (its list of
 * sub-processors says it: the processor's module 3 clauses, the recipient's DPF certification …);
 * nothing to ask inside the EEA.
 */
/** A sub-processor in a country outside the list names it (shown only with OTHER). */
function SubProcessorCountryName({
  control,
  index,
  error,
  ...field
}: UseFormRegisterReturn & { control: Control<TProcessorInput>; index: number; error?: string }) {
  const { t } = useTranslation('dashboard');
  const country = useWatch({ control, name: `subProcessors.${index}.country` });
  if (country !== 'OTHER') return null;
  return <TextField label={t('companyData.processors.countryName')} required error={error} {...field} />;
}

function SubProcessorMechanism({
  control,
  index,
  error,
  ...field
}: UseFormRegisterReturn & { control: Control<TProcessorInput>; index: number; error?: string }) {
  const { t } = useTranslation('dashboard');
  const { locale, edition } = useShell();
  const country = useWatch({ control, name: `subProcessors.${index}.country` });
  const regime = valueLists.countries.find((c) => c.id === country)?.transfer ?? 'EEA';
  const mechanisms = transferMechanismsFor(regime);
  if (mechanisms.length === 0) return null;
  return (
    <SelectField
      label={t('companyData.processors.subTransferMechanism')}
      required
      hint={t('companyData.processors.subTransferMechanismHint')}
      error={error}
      {...field}
    >
      <MechanismOptions
        mechanisms={mechanisms}
        choose={t('companyData.processors.chooseMechanism')}
        locale={locale}
        edition={edition}
      />
    </SelectField>
  );
}

/**
 * The company's processors (Art. 28): the other party of each processing agreement, with where it
 * is, how data may lawfully go there and whom it engages in turn.
 */
export function ProcessorsSection({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const { locale, edition, notify } = useShell();
  const countries = useCountries(locale, edition);
  const [editing, setEditing] = useState<TProcessorRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<TProcessorRecord | null>(null);
  const [remove, removal] = useRemoveProcessorMutation();

  async function confirmRemove(processor: TProcessorRecord) {
    try {
      await remove({ companyId: company.id, processorId: processor.id }).unwrap();
    } catch {
      notify({
        kind: 'error',
        title: t('common.errorTitle'),
        message: t('common.actionFailed', { action: t('companyData.processors.removeAction') }),
      });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Section
      id="processors"
      title={t('companyData.processors.title')}
      intro={t('companyData.processors.intro')}
    >
      {company.processors.length === 0 ? <p>{t('companyData.processors.none')}</p> : null}
      <RecordList aria-label={t('companyData.processors.listLabel')}>
        {company.processors.map((processor) => (
          <li key={processor.id}>
            <div>
              <strong>{processor.name}</strong>
              <p>
                {(processor.country === 'OTHER' && processor.countryName) ||
                  (countries.find((c) => c.id === processor.country)?.label ?? processor.country)}{' '}
                · {processor.service}
              </p>
            </div>
            <Stack $row $gap={2}>
              <Button
                variant="secondary"
                onClick={() => setEditing(processor)}
                aria-label={t('companyData.processors.editNamed', { name: processor.name })}
              >
                {t('companyData.processors.edit')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setRemoving(processor)}
                aria-label={t('companyData.processors.removeNamed', { name: processor.name })}
              >
                {t('companyData.processors.remove')}
              </Button>
            </Stack>
          </li>
        ))}
      </RecordList>
      <div>
        <Button onClick={() => setEditing('new')}>{t('companyData.processors.add')}</Button>
      </div>
      {editing ? (
        <ProcessorDialog
          companyId={company.id}
          processor={editing === 'new' ? null : editing}
          countries={countries}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          open
          danger
          title={t('companyData.processors.removeTitle', { name: removing.name })}
          question={t('confirm.question', { action: t('companyData.processors.removeQuestion') })}
          refuseLabel={t('confirm.no', { outcome: t('cart.keepOutcome') })}
          confirmLabel={t('confirm.yes', { outcome: t('cart.removeOutcome') })}
          closeLabel={t('common.close')}
          working={removal.isLoading}
          onRefuse={() => setRemoving(null)}
          onConfirm={() => void confirmRemove(removing)}
        />
      ) : null}
    </Section>
  );
}

function ProcessorDialog({
  companyId,
  processor,
  countries,
  onClose,
}: {
  companyId: string;
  processor: TProcessorRecord | null;
  countries: ReturnType<typeof useCountries>;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { locale, edition } = useShell();
  const message = useValidationMessage('dashboard');
  const [save] = useSaveProcessorMutation();
  const form = useForm<TProcessorInput, unknown, TProcessor>({
    resolver: zodResolver(ZProcessorSchema),
    defaultValues: {
      name: processor?.name ?? '',
      fiscalCode: processor?.fiscalCode ?? '',
      registrationNumber: processor?.registrationNumber ?? '',
      address: processor?.address ?? '',
      country: processor?.country ?? 'RO',
      countryName: processor?.countryName ?? '',
      representative: processor?.representative ?? '',
      contactEmail: processor?.contactEmail ?? '',
      service: processor?.service ?? '',
      transferMechanism: (processor?.transferMechanism ?? null) as TProcessorInput['transferMechanism'],
      dpfCheckedOn: processor?.dpfCheckedOn ?? '',
      // A company's processor signs module 2 (controller to processor) unless the admin says otherwise.
      sccModule: (processor?.sccModule ?? 'C2P') as TProcessorInput['sccModule'],
      sccSignedOn: processor?.sccSignedOn ?? '',
      derogation: (processor?.derogation ?? null) as TProcessorInput['derogation'],
      bcrReference: processor?.bcrReference ?? '',
      subProcessors: (processor?.subProcessors ?? []).map((s) => ({
        ...s,
        service: s.service ?? '',
        transferMechanism: s.transferMechanism as TProcessorInput['transferMechanism'],
      })),
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const subs = useFieldArray({ control, name: 'subProcessors' });
  const country = useWatch({ control, name: 'country' });
  const regime = countries.find((c) => c.id === country)?.transfer ?? 'EEA';
  const mechanisms = transferMechanismsFor(regime);
  const mechanism = useWatch({ control, name: 'transferMechanism' });
  const { run, guard } = useSectionSave(form, t('companyData.processors.action'));
  const close = () => guard.confirmLeave(onClose);
  const { errors, isSubmitting, submitCount } = formState;
  const subErrors = errors.subProcessors;
  // Validated on Save: a refused Save moves the focus to the first field it marked, in the dialog's order.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);

  const submit = handleSubmit(async (body) => {
    const saved = await run(() => save({ companyId, processorId: processor?.id ?? null, body }).unwrap());
    if (saved) onClose();
  });

  return (
    <Modal
      open
      title={
        processor
          ? t('companyData.processors.editTitle', { name: processor.name })
          : t('companyData.processors.addTitle')
      }
      closeLabel={t('common.close')}
      onClose={close}
      working={isSubmitting}
      workingLabel={t('companyData.saving')}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            {t('contactInfo.cancel')}
          </Button>
          <Button type="submit" form="processor-form" disabled={isSubmitting}>
            {t('companyData.save')}
          </Button>
        </>
      }
    >
      <form id="processor-form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <RequiredLegend>{t('common.requiredLegend')}</RequiredLegend>
          <TextField
            label={t('companyData.processors.name')}
            required
            error={message(errors.name?.message)}
            {...register('name')}
          />
          <TextField
            label={t('companyData.processors.fiscalCode')}
            required
            hint={t('companyData.processors.fiscalCodeHint')}
            error={message(errors.fiscalCode?.message)}
            {...register('fiscalCode')}
          />
          <TextField
            label={t('companyData.processors.registrationNumber')}
            hint={t('companyData.optional')}
            error={message(errors.registrationNumber?.message)}
            {...register('registrationNumber')}
          />
          <TextField
            label={t('companyData.processors.address')}
            required
            error={message(errors.address?.message)}
            {...register('address')}
          />
          <SelectField
            label={t('companyData.processors.country')}
            required
            error={message(errors.country?.message)}
            {...register('country')}
          >
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </SelectField>
          {country === 'OTHER' ? (
            <TextField
              label={t('companyData.processors.countryName')}
              required
              hint={t('companyData.processors.countryNameHint')}
              error={message(errors.countryName?.message)}
              {...register('countryName')}
            />
          ) : null}
          {mechanisms.length > 0 ? (
            <SelectField
              label={t('companyData.processors.transferMechanism')}
              required
              hint={t('companyData.processors.transferMechanismHint')}
              error={message(errors.transferMechanism?.message)}
              {...register('transferMechanism', { setValueAs: (v: string | null) => (v ? v : null) })}
            >
              <MechanismOptions
                mechanisms={mechanisms}
                choose={t('companyData.processors.chooseMechanism')}
                locale={locale}
                edition={edition}
              />
            </SelectField>
          ) : null}
          {mechanisms.length > 0 && mechanism === 'DPF' ? (
            <TextField
              label={t('companyData.processors.dpfCheckedOn')}
              required
              hint={t('companyData.processors.dpfCheckedOnHint')}
              type="date"
              error={message(errors.dpfCheckedOn?.message)}
              {...register('dpfCheckedOn')}
            />
          ) : null}
          {mechanisms.length > 0 && mechanism === 'SCC' ? (
            <>
              <SelectField
                label={t('companyData.processors.sccModule')}
                required
                hint={t('companyData.processors.sccModuleHint')}
                error={message(errors.sccModule?.message)}
                {...register('sccModule', { setValueAs: (v: string | null) => (v ? v : null) })}
              >
                {sccModuleEntries.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {pick(entry.label, locale, edition)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('companyData.processors.sccSignedOn')}
                required
                type="date"
                error={message(errors.sccSignedOn?.message)}
                {...register('sccSignedOn')}
              />
            </>
          ) : null}
          {mechanisms.length > 0 && mechanism === 'DEROGATION' ? (
            <SelectField
              label={t('companyData.processors.derogation')}
              required
              hint={t('companyData.processors.derogationHint')}
              error={message(errors.derogation?.message)}
              {...register('derogation', { setValueAs: (v: string | null) => (v ? v : null) })}
            >
              <option value="">{t('companyData.processors.chooseDerogation')}</option>
              {transferDerogationEntries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {`${t('companyData.processors.derogationPoint', { point: entry.point })} ${pick(entry.label, locale, edition)}`}
                </option>
              ))}
            </SelectField>
          ) : null}
          {mechanisms.length > 0 && mechanism === 'BCR' ? (
            <TextField
              label={t('companyData.processors.bcrReference')}
              hint={t('companyData.optional')}
              error={message(errors.bcrReference?.message)}
              {...register('bcrReference')}
            />
          ) : null}
          <TextField
            label={t('companyData.processors.representative')}
            hint={t('companyData.optional')}
            error={message(errors.representative?.message)}
            {...register('representative')}
          />
          <TextField
            label={t('companyData.processors.contactEmail')}
            hint={t('companyData.optional')}
            type="email"
            error={message(errors.contactEmail?.message)}
            {...register('contactEmail')}
          />
          <LabelledControl
            label={t('companyData.processors.service')}
            required
            hint={t('companyData.processors.serviceHint')}
            error={message(errors.service?.message)}
          >
            {(props) => <TextArea {...props} {...register('service')} />}
          </LabelledControl>
          {subs.fields.map((field, index) => (
            <SubProcessor key={field.id}>
              <legend>{t('companyData.processors.subProcessor', { number: index + 1 })}</legend>
              <TextField
                label={t('companyData.processors.subName')}
                required
                error={message(subErrors?.[index]?.name?.message)}
                {...register(`subProcessors.${index}.name`)}
              />
              <SelectField
                label={t('companyData.processors.subCountry')}
                required
                error={message(subErrors?.[index]?.country?.message)}
                {...register(`subProcessors.${index}.country`)}
              >
                {countries.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </SelectField>
              <SubProcessorCountryName
                control={control}
                index={index}
                error={message(subErrors?.[index]?.countryName?.message)}
                {...register(`subProcessors.${index}.countryName`)}
              />
              <TextField
                label={t('companyData.processors.subService')}
                hint={t('companyData.optional')}
                error={message(subErrors?.[index]?.service?.message)}
                {...register(`subProcessors.${index}.service`)}
              />
              <SubProcessorMechanism
                control={control}
                index={index}
                error={message(subErrors?.[index]?.transferMechanism?.message)}
                {...register(`subProcessors.${index}.transferMechanism`, {
                  setValueAs: (v: string | null) => (v ? v : null),
                })}
              />
              <div>
                <Button
                  variant="secondary"
                  onClick={() => subs.remove(index)}
                  aria-label={t('companyData.processors.removeSubNamed', { number: index + 1 })}
                >
                  {t('companyData.processors.remove')}
                </Button>
              </div>
            </SubProcessor>
          ))}
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                subs.append({
                  name: '',
                  country: 'RO',
                  countryName: '',
                  service: '',
                  transferMechanism: null,
                })
              }
            >
              {t('companyData.processors.addSub')}
            </Button>
          </div>
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}
