import { useTranslation } from '@conform/i18n';
import {
  AUTOMATED_DECISIONS,
  automatedDecisionEntries,
  cookieUseEntries,
  defaultProvisionRequirement,
  findOperationPreset,
  hasOperationPreset,
  LEGAL_GROUNDS,
  legitimateInterestKindEntries,
  locationCountry,
  pick,
  PROCESSOR_RECIPIENT_IDS,
  PROVISION_REQUIREMENTS,
  provisionRequirementEntries,
  RETENTION_IDS,
  purposeCategoryEntries,
  recipientEntry,
  sameTransferCountry,
  sccModuleEntries,
  SPECIAL_DATA_GROUNDS,
  transferDerogationEntries,
  transferMechanismEntries,
  transferMechanismsFor,
  transferCountryOf,
  valueLists,
  type TLegalGround,
  type TLegitimateInterestKind,
  type TPurposeCategory,
  type TRetentionId,
  type TSpecialDataGround,
  type TValueListName,
} from '@conform/catalogues';
import {
  fieldErrorsOf,
  groundsNeedReason,
  RECIPIENT_TRANSFER_MECHANISMS,
  ZOperationSchema,
  type TRecipientTransferInput,
  type TOperation,
  type TOperationInput,
} from '@conform/contracts';
import { Link, paths, useCompanyQuery, useLeaveGuard, useShell } from '@conform/shell-contract';
import {
  Alert,
  Button,
  formatDay,
  Input,
  LabelledControl,
  Modal,
  RequiredLegend,
  SelectField,
  setServerErrors,
  Stack,
  TextArea,
  TextField,
  useFocusFirstInvalid,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Controller, useController, useForm, useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { CheckboxGroup, ValueListInput } from '../../../components/fields.tsx';
import { useConfiguratorContext } from '../hooks/useConfiguratorContext.ts';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 700;
    padding: ${({ theme }) => `0 ${theme.space(1)}`};
  }
`;

/**
 * The service's schema, and one more rule the dialog asks: what the operation is for. The service
 * accepts an operation without it (one saved before the question existed stays readable), the
 * dialog does not let a new answer be missing.
 */
const ZOperationDialogSchema = ZOperationSchema.superRefine((op, ctx) => {
  if (!op.purposeCategory) {
    ctx.addIssue({ code: 'custom', path: ['purposeCategory'], message: 'Choose what the operation is for' });
  }
});

/** The fields whose message is its own text (`form.errors.<field>`). */
type OperationField = keyof TOperationInput;

/** The assessment inputs not answered yet (null: not said; the documents ask for them). */
export const notAssessed = {
  largeScale: null,
  subjectsCount: null,
  coreActivity: null,
  vulnerableSubjects: null,
  newTechnology: null,
  occasional: null,
  interestKind: null,
} as const satisfies Partial<TOperationInput>;

/** An empty operation: Romania is the default storage location (docs/spec/catalogues.md §10.4). */
export function emptyOperation(defaultStorageLocation: string): TOperationInput {
  return {
    name: '',
    purpose: '',
    data: [],
    grounds: [],
    groundReason: null,
    specialDataGround: null,
    sources: [],
    recipients: [],
    recipientsLocations: [],
    storageDuration: '',
    retentionId: null,
    storageLocations: [defaultStorageLocation],
    purposeCategory: null,
    cookies: 'NONE',
    processorIds: [],
    recipientTransfers: [],
    ...notAssessed,
    provisionRequirement: defaultProvisionRequirement([]),
    provisionConsequence: null,
    automatedDecision: 'NONE',
    automatedDecisionLogic: null,
  };
}

/** The operation's fields, to know a service path that names one. */
const OPERATION_FIELDS: ReadonlySet<string> = new Set(Object.keys(emptyOperation('')));

/**
 * The operation's field a service path names: `specialDataGround`, or within a request
 * `operations.0.specialDataGround`, `recipientTransfers.1.sccSignedOn` → `recipientTransfers`.
 */
function operationFieldOf(path: string): OperationField | undefined {
  const parts = path.split('.');
  const start = parts[0] === 'operations' && /^\d+$/.test(parts[1] ?? '') ? 2 : 0;
  const field = parts[start];
  // The retention preset chosen has no field of its own: the storage duration is where it was chosen.
  if (field === 'retentionId') return 'storageDuration';
  return field !== undefined && OPERATION_FIELDS.has(field) ? (field as OperationField) : undefined;
}

/**
 * The service refused fields of the operation (a 400 with details, e.g. special data without an
 * exception of Art. 9(2), a rule only it can judge): the form shows each under its field, and the
 * caller adds no notice of its own (one error, shown once).
 */
export function refusedOperationFields(error: unknown): boolean {
  return fieldErrorsOf(error).some(([path]) => operationFieldOf(path) !== undefined);
}

/** What a save tells the form: done, refused with fields to mark (`refusedOperationFields`), or failed (already said). */
export type SaveOutcome = 'saved' | { refused: unknown } | 'failed';

/**
 * One processing operation in a dialog (docs/spec/behaviour.md §2 new and edit operation, §5 validation), with the
 * same zod schema as the service. Validated on submit: Save stays enabled (but while saving, and
 * while an edit changed nothing), a refused submit shows each error under its field and moves the
 * focus to the first, and the fields check again as they are corrected; required fields are marked.
 * Open lists suggest the catalogue's values and take any other.
 */
export function OperationModal({
  title,
  intro,
  defaultValues,
  requireChange,
  before,
  beforeValid = true,
  beforeChanged = false,
  suggestionId = null,
  reviewedAt = null,
  reviewable = true,
  onSave,
  onClose,
}: {
  title: string;
  intro?: string;
  defaultValues: TOperationInput;
  /** Editing: nothing to save until something changed. */
  requireChange: boolean;
  /**
   * Fields before the operation's (the situation name of a new situation); told whether a save was
   * attempted, to show their errors then.
   */
  before?: (attempted: boolean) => ReactNode;
  beforeValid?: boolean;
  beforeChanged?: boolean;
  /** The catalogue preset the operation came from: a video surveillance one keeps no retention of its own. */
  suggestionId?: string | null;
  /**
   * The day the operation was last marked as reviewed (null: never); undefined for a new one. Shown
   * with the "Mark as reviewed" action, which saves the operation as the admin confirmed it.
   */
  reviewedAt?: string | null;
  /** False where the save cannot carry the mark (a new situation's first operation). */
  reviewable?: boolean;
  /** `reviewed`: the admin confirmed the whole operation is still accurate ("Mark as reviewed"). */
  onSave: (operation: TOperation, reviewed: boolean) => Promise<SaveOutcome>;
  onClose: () => void;
}) {
  const { t } = useTranslation('configurator');
  const { locale, edition } = useShell();
  const form = useForm<TOperationInput, unknown, TOperation>({
    resolver: zodResolver(ZOperationDialogSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const { control, register, formState, setError, handleSubmit } = form;
  const { errors, touchedFields, dirtyFields, isDirty, isSubmitting, submitCount } = formState;
  const retentionSuggestions = useRetentionSuggestions();
  const grounds = useWatch({ control, name: 'grounds' });
  const automatedDecision = useWatch({ control, name: 'automatedDecision' });
  useProvisionFollowsGrounds(form);
  // An operation saved before the question was asked: its missing answer is known from the start,
  // shown once the admin has been to the field.
  const { trigger } = form;
  const categoryMissing = !defaultValues.purposeCategory;
  useEffect(() => {
    if (categoryMissing) void trigger('purposeCategory');
  }, [categoryMissing, trigger]);

  const shown = (field: OperationField) =>
    Boolean(errors[field]) && Boolean(touchedFields[field] || dirtyFields[field] || formState.isSubmitted);
  const message = (field: OperationField) => (shown(field) ? t(`form.errors.${field}`) : undefined);
  const changed = isDirty || beforeChanged;
  // An edit that changed nothing has nothing to save (docs/spec/behaviour.md §5).
  const canSave = (!requireChange || changed) && !isSubmitting;
  const formRef = useRef<HTMLFormElement>(null);
  const [attempted, setAttempted] = useState(false);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0 || !beforeValid);

  // Escape, Cancel, × and any navigation away ask before unsaved changes are lost.
  const guard = useLeaveGuard(changed);
  const close = () => guard.confirmLeave(onClose);

  // Marking as reviewed confirms the operation as it stands: it needs no change, only valid fields.
  const saveWith = (reviewed: boolean) => {
    const send = handleSubmit(async (values) => {
      if (!beforeValid) return;
      const keep = guard.release();
      const outcome = await onSave(values, reviewed);
      if (outcome !== 'saved') keep();
      if (typeof outcome === 'object') {
        setServerErrors<OperationField>(
          outcome.refused,
          (field, error, options) => setError(field, error, options),
          operationFieldOf,
        );
      }
    });
    return (event?: BaseSyntheticEvent) => {
      setAttempted(true);
      return send(event);
    };
  };
  const submit = saveWith(false);

  return (
    <Modal
      open
      title={title}
      closeLabel={t('dialog.close')}
      onClose={close}
      working={isSubmitting}
      workingLabel={t('operationForm.saving')}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            {t('operationForm.cancel')}
          </Button>
          {reviewable ? (
            <Button variant="secondary" onClick={() => void saveWith(true)()} disabled={isSubmitting}>
              {t('operationForm.markReviewed')}
            </Button>
          ) : null}
          <Button type="submit" form="operation-form" disabled={!canSave} aria-busy={isSubmitting}>
            {isSubmitting ? t('operationForm.saving') : t('operationForm.save')}
          </Button>
        </>
      }
    >
      <form id="operation-form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          {intro ? <p>{intro}</p> : null}
          <RequiredLegend>{t('form.requiredLegend')}</RequiredLegend>
          {before?.(attempted)}
          <Fieldset>
            <legend>{t('operationForm.what')}</legend>
            <LabelledControl
              label={t('form.name')}
              hint={t('form.hints.name')}
              error={message('name')}
              required
            >
              {(props) => <Input {...props} {...register('name')} />}
            </LabelledControl>
            <LabelledControl
              label={t('form.purpose')}
              hint={t('form.hints.purpose')}
              error={message('purpose')}
              required
            >
              {(props) => <TextArea {...props} {...register('purpose')} />}
            </LabelledControl>
            <PurposeCategoryField control={control} error={message('purposeCategory')} />
            <Controller
              control={control}
              name="cookies"
              render={({ field }) => (
                <SelectField
                  label={t('form.cookies')}
                  hint={t('form.hints.cookies')}
                  error={message('cookies')}
                  {...field}
                  value={field.value ?? 'NONE'}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {cookieUseEntries.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {pick(entry.label, locale, edition)}
                    </option>
                  ))}
                </SelectField>
              )}
            />
            <ListField control={control} name="data" list="dataTypes" error={message('data')} required />
          </Fieldset>

          <Fieldset>
            <legend>{t('operationForm.lawfulness')}</legend>
            <Controller
              control={control}
              name="grounds"
              render={({ field }) => (
                <CheckboxGroup
                  legend={t('form.grounds')}
                  options={LEGAL_GROUNDS.map((g) => ({ value: g, label: t(`grounds.${g}`) }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={message('grounds')}
                  required
                  inputProps={{ onBlur: field.onBlur }}
                />
              )}
            />
            {groundsNeedReason(grounds) ? (
              <Controller
                control={control}
                name="groundReason"
                render={({ field }) => (
                  <LabelledControl
                    label={t('form.groundReason')}
                    hint={t('form.hints.groundReason')}
                    error={message('groundReason')}
                    required
                  >
                    {(props) => (
                      <TextArea
                        {...props}
                        name={field.name}
                        ref={field.ref}
                        value={field.value ?? ''}
                        onChange={(event) => field.onChange(event.target.value)}
                        onBlur={field.onBlur}
                      />
                    )}
                  </LabelledControl>
                )}
              />
            ) : null}
            {grounds.includes('LEGITIMATE_INTEREST') ? (
              <InterestKindField control={control} error={message('interestKind')} />
            ) : null}
            <Controller
              control={control}
              name="specialDataGround"
              render={({ field }) => (
                <SelectField
                  label={t('form.specialDataGround')}
                  hint={t('form.hints.specialDataGround')}
                  error={message('specialDataGround')}
                  {...field}
                  value={field.value ?? ''}
                  onChange={(event) =>
                    field.onChange(
                      event.target.value === '' ? null : (event.target.value as TSpecialDataGround),
                    )
                  }
                >
                  <option value="">{t('specialDataGrounds.NONE')}</option>
                  {SPECIAL_DATA_GROUNDS.map((g) => (
                    <option key={g} value={g}>
                      {t(`specialDataGrounds.${g}`)}
                    </option>
                  ))}
                </SelectField>
              )}
            />
            <ProvisionFields control={control} />
            <SelectField
              label={t('form.automatedDecision')}
              hint={t('form.hints.automatedDecision')}
              error={message('automatedDecision')}
              {...register('automatedDecision')}
            >
              {AUTOMATED_DECISIONS.map((id) => (
                <OptionFor key={id} id={id} />
              ))}
            </SelectField>
            {automatedDecision !== undefined && automatedDecision !== 'NONE' ? (
              <Controller
                control={control}
                name="automatedDecisionLogic"
                render={({ field }) => (
                  <LabelledControl
                    label={t('form.automatedDecisionLogic')}
                    hint={t('form.hints.automatedDecisionLogic')}
                    error={message('automatedDecisionLogic')}
                  >
                    {(props) => (
                      <TextArea
                        {...props}
                        name={field.name}
                        ref={field.ref}
                        value={field.value ?? ''}
                        onChange={(event) => field.onChange(event.target.value)}
                        onBlur={field.onBlur}
                      />
                    )}
                  </LabelledControl>
                )}
              />
            ) : null}
          </Fieldset>

          <Fieldset>
            <legend>{t('operationForm.flows')}</legend>
            <ListField control={control} name="sources" list="sources" error={message('sources')} required />
            <ListField control={control} name="recipients" list="recipients" error={message('recipients')} />
            <ProcessorsField control={control} error={message('processorIds')} />
            <ListField
              control={control}
              name="recipientsLocations"
              list="countries"
              error={message('recipientsLocations')}
            />
            <RecipientTransfersField control={control} />
          </Fieldset>

          <Fieldset>
            <legend>{t('operationForm.storage')}</legend>
            <LabelledControl
              label={t('form.storageDuration')}
              hint={t('form.hints.storageDuration')}
              error={message('storageDuration')}
              required
            >
              {(props) => (
                <RetentionInput
                  {...props}
                  suggestions={retentionSuggestions}
                  {...register('storageDuration', {
                    // Choosing a suggestion (the field then holds its label, word for word) keeps which
                    // one it is, so the documents write the period as the law sets it on their day; any
                    // other text (typed, or a suggestion changed) is the admin's own: none.
                    onChange: (event: { target: { value: string } }) =>
                      form.setValue(
                        'retentionId',
                        retentionSuggestions.find((r) => r.label === event.target.value)?.id ?? null,
                        { shouldDirty: true },
                      ),
                  })}
                />
              )}
            </LabelledControl>
            {isVideoSurveillance(suggestionId) ? <CctvRetentionNote /> : null}
            <ListField
              control={control}
              name="storageLocations"
              list="storageLocations"
              error={message('storageLocations')}
            />
          </Fieldset>

          <Fieldset>
            <legend>{t('operationForm.assessment')}</legend>
            <p>{t('form.hints.assessment')}</p>
            <AnswerField control={control} name="largeScale" error={message('largeScale')} />
            <Controller
              control={control}
              name="subjectsCount"
              render={({ field }) => (
                <LabelledControl
                  label={t('form.subjectsCount')}
                  hint={t('form.hints.subjectsCount')}
                  error={message('subjectsCount')}
                >
                  {(props) => (
                    <Input
                      {...props}
                      type="number"
                      min={0}
                      step={1}
                      inputMode="numeric"
                      name={field.name}
                      ref={field.ref}
                      value={field.value ?? ''}
                      onChange={(event) =>
                        field.onChange(event.target.value === '' ? null : Number(event.target.value))
                      }
                      onBlur={field.onBlur}
                    />
                  )}
                </LabelledControl>
              )}
            />
            <AnswerField control={control} name="coreActivity" error={message('coreActivity')} />
            <AnswerField control={control} name="vulnerableSubjects" error={message('vulnerableSubjects')} />
            <AnswerField control={control} name="newTechnology" error={message('newTechnology')} />
            <AnswerField control={control} name="occasional" error={message('occasional')} />
          </Fieldset>
          {reviewable ? (
            <Fieldset>
              <legend>{t('operationForm.review')}</legend>
              <p>
                {reviewedAt
                  ? t('operationForm.reviewedOn', { day: formatDay(reviewedAt, locale) })
                  : t('operationForm.notReviewed')}
              </p>
              <p>{t('form.hints.review')}</p>
            </Fieldset>
          ) : null}
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}

/** A catalogue entry offered in a choice: its id, label and description in both languages. */
interface CatalogueEntry<T extends string> {
  id: T;
  label: Parameters<typeof pick>[0];
  description: Parameters<typeof pick>[0];
}

/**
 * One of the catalogue's entries, or none chosen (null): the chosen entry's description replaces the
 * general hint. `field` names the operation's field and its texts (`form.<field>`, `form.hints.<field>`,
 * `form.<field>Choose`).
 */
function CatalogueChoiceField<T extends string>({
  control,
  error,
  field: name,
  entries,
}: {
  control: Control<TOperationInput, unknown, TOperation>;
  error: string | undefined;
  field: 'purposeCategory' | 'interestKind';
  entries: ReadonlyArray<CatalogueEntry<T>>;
}) {
  const { t } = useTranslation('configurator');
  const { locale, edition } = useShell();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = entries.find((entry) => entry.id === field.value);
        return (
          <SelectField
            label={t(`form.${name}`)}
            hint={chosen ? pick(chosen.description, locale, edition) : t(`form.hints.${name}`)}
            error={error}
            required={name === 'purposeCategory'}
            {...field}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? null : (event.target.value as T))}
          >
            <option value="">{t(`form.${name}Choose`)}</option>
            {entries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {pick(entry.label, locale, edition)}
              </option>
            ))}
          </SelectField>
        );
      }}
    />
  );
}

/**
 * What the operation is for, from the catalogue's list (never guessed from its name): it decides the
 * documents that list it.
 */
const PurposeCategoryField = (props: {
  control: Control<TOperationInput, unknown, TOperation>;
  error: string | undefined;
}) => (
  <CatalogueChoiceField<TPurposeCategory>
    {...props}
    field="purposeCategory"
    entries={purposeCategoryEntries}
  />
);

/**
 * The kind of legitimate interest pursued, asked when the grounds include it: the legitimate interest
 * assessment prints the standard answers of the kind chosen; not chosen (null), it asks the question.
 */
const InterestKindField = (props: {
  control: Control<TOperationInput, unknown, TOperation>;
  error: string | undefined;
}) => (
  <CatalogueChoiceField<TLegitimateInterestKind>
    {...props}
    field="interestKind"
    entries={legitimateInterestKindEntries}
  />
);

/** A recipient of the operation that is not a processor, in a country outside the EEA without adequacy. */
interface TransferPair {
  recipient: string;
  /** The catalogue's country id, or a place the admin typed, in their words. */
  country: string;
  countryLabel: string;
  /** A place typed, in no list: taken as outside the EEA without an adequacy decision. */
  typed: boolean;
  /** The mechanisms the country's regime allows, but adequacy (no pin to give). */
  mechanisms: ReadonlyArray<(typeof RECIPIENT_TRANSFER_MECHANISMS)[number]>;
}

/**
 * The pairs the documents ask a transfer for on the operation: each country of the recipients chosen
 * from the platform's list, outside the EEA and without an adequacy decision, with the recipients the
 * catalogue places there (else all of them), but those that are processors (their transfer is the
 * processor's own, recorded with the company's data). A place the admin typed (in no list) is taken
 * as a country outside the EEA without an adequacy decision, named by its words, and asked the same.
 */
function transferPairs(
  recipients: readonly string[],
  locations: readonly string[],
  locale: Parameters<typeof pick>[1],
  edition: Parameters<typeof pick>[2],
): TransferPair[] {
  const pairs: TransferPair[] = [];
  for (const location of locations) {
    const listed = locationCountry(location);
    if (listed && (listed.transfer === 'EEA' || listed.transfer === 'ADEQUACY')) continue;
    const { country, typed } = transferCountryOf(location);
    const there = listed ? recipients.filter((r) => recipientEntry(r)?.country === listed.id) : [];
    for (const recipient of there.length > 0 ? there : recipients) {
      const entry = recipientEntry(recipient);
      if (entry && PROCESSOR_RECIPIENT_IDS.has(entry.id)) continue;
      const same = (p: TransferPair) =>
        p.recipient.toLowerCase() === recipient.toLowerCase() && sameTransferCountry(p.country, country);
      if (pairs.some(same)) continue;
      const allowed = transferMechanismsFor(listed ? listed.transfer : 'SAFEGUARDS');
      pairs.push({
        recipient,
        country,
        countryLabel: listed ? pick(listed.label, locale, edition) : country,
        typed,
        mechanisms: RECIPIENT_TRANSFER_MECHANISMS.filter((m) => allowed.includes(m)),
      });
    }
  }
  return pairs;
}

const matches = (t: Pick<TRecipientTransferInput, 'recipient' | 'country'>, p: TransferPair) =>
  t.recipient.toLowerCase() === p.recipient.toLowerCase() && sameTransferCountry(t.country, p.country);

/** The facts of a pin, the ones the mechanism chosen needs (the documents print them). */
type PinFact = 'dpfCheckedOn' | 'sccModule' | 'sccSignedOn' | 'derogation' | 'bcrReference';

/**
 * For each recipient abroad that is not a processor (a parent company, a partner, an authority, a
 * recipient the platform does not know), the mechanism of the transfer and the fact that makes it
 * true: the same facts as a processor's (SCC module, module 1 for a controller by default, and the day
 * signed; DPF day checked; Art. 49(1) point; BCR reference). Not said: the documents ask it.
 */
function RecipientTransfersField({ control }: { control: Control<TOperationInput, unknown, TOperation> }) {
  const { t } = useTranslation('configurator');
  const { locale, edition } = useShell();
  const recipients = useWatch({ control, name: 'recipients' });
  const locations = useWatch({ control, name: 'recipientsLocations' });
  const pairs = useMemo(
    () => transferPairs(recipients ?? [], locations ?? [], locale, edition),
    [recipients, locations, locale, edition],
  );
  const { field, fieldState } = useController({ control, name: 'recipientTransfers' });
  const value = useMemo(() => field.value ?? [], [field.value]);
  const { onChange } = field;
  // A recipient or country removed takes its transfer with it (the service would refuse it).
  useEffect(() => {
    const kept = value.filter((v) => pairs.some((p) => matches(v, p)));
    if (kept.length !== value.length) onChange(kept);
  }, [pairs, value, onChange]);
  if (pairs.length === 0) return null;

  const errors = fieldState.error as unknown as
    Array<Partial<Record<PinFact | 'transferMechanism', unknown>> | undefined> | undefined;
  const update = (pair: TransferPair, next: Partial<TRecipientTransferInput> | null) => {
    const others = value.filter((v) => !matches(v, pair));
    const current = value.find((v) => matches(v, pair));
    onChange(
      next === null
        ? others
        : [...others, { ...current, recipient: pair.recipient, country: pair.country, ...next }],
    );
  };

  return (
    <Fieldset>
      <legend>{t('transfers.title')}</legend>
      <p>{t('transfers.intro')}</p>
      {pairs.map((pair) => {
        const current = value.find((v) => matches(v, pair));
        const index = current ? value.indexOf(current) : -1;
        const error = (fact: PinFact | 'transferMechanism') =>
          index >= 0 && errors?.[index]?.[fact] ? t(`transfers.errors.${fact}`) : undefined;
        const label = t('transfers.pair', { recipient: pair.recipient, country: pair.countryLabel });
        const mechanism = current?.transferMechanism ?? '';
        return (
          <Fieldset key={`${pair.recipient}|${pair.country}`} aria-label={label}>
            <legend>{label}</legend>
            {pair.typed ? <p>{t('transfers.typed', { country: pair.countryLabel })}</p> : null}
            <SelectField
              label={t('transfers.mechanism')}
              hint={t('transfers.hints.mechanism')}
              value={mechanism}
              error={error('transferMechanism')}
              onChange={(event) => {
                const chosen = event.target.value as TRecipientTransferInput['transferMechanism'] | '';
                update(
                  pair,
                  chosen === ''
                    ? null
                    : {
                        transferMechanism: chosen,
                        // A controller signs module 1 (controller to controller) by default.
                        sccModule: chosen === 'SCC' ? 'C2C' : null,
                        dpfCheckedOn: null,
                        sccSignedOn: null,
                        derogation: null,
                        bcrReference: null,
                      },
                );
              }}
            >
              <option value="">{t('transfers.notSaid')}</option>
              {pair.mechanisms.map((id) => {
                const entry = transferMechanismEntries.find((e) => e.id === id);
                return (
                  <option key={id} value={id}>
                    {entry ? pick(entry.label, locale, edition) : id}
                  </option>
                );
              })}
            </SelectField>
            {mechanism === 'SCC' ? (
              <>
                <SelectField
                  label={t('transfers.sccModule')}
                  value={current?.sccModule ?? 'C2C'}
                  error={error('sccModule')}
                  onChange={(event) =>
                    update(pair, { sccModule: event.target.value as TRecipientTransferInput['sccModule'] })
                  }
                >
                  {sccModuleEntries.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {pick(entry.label, locale, edition)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('transfers.sccSignedOn')}
                  type="date"
                  value={current?.sccSignedOn ?? ''}
                  error={error('sccSignedOn')}
                  onChange={(event) => update(pair, { sccSignedOn: event.target.value || null })}
                />
              </>
            ) : null}
            {mechanism === 'DPF' ? (
              <TextField
                label={t('transfers.dpfCheckedOn')}
                hint={t('transfers.hints.dpfCheckedOn')}
                type="date"
                value={current?.dpfCheckedOn ?? ''}
                error={error('dpfCheckedOn')}
                onChange={(event) => update(pair, { dpfCheckedOn: event.target.value || null })}
              />
            ) : null}
            {mechanism === 'DEROGATION' ? (
              <SelectField
                label={t('transfers.derogation')}
                hint={t('transfers.hints.derogation')}
                value={current?.derogation ?? ''}
                error={error('derogation')}
                onChange={(event) =>
                  update(pair, {
                    derogation: (event.target.value || null) as TRecipientTransferInput['derogation'],
                  })
                }
              >
                <option value="">{t('transfers.chooseDerogation')}</option>
                {transferDerogationEntries.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {`${t('transfers.derogationPoint', { point: entry.point })} ${pick(entry.label, locale, edition)}`}
                  </option>
                ))}
              </SelectField>
            ) : null}
            {mechanism === 'BCR' ? (
              <TextField
                label={t('transfers.bcrReference')}
                hint={t('transfers.hints.bcrReference')}
                value={current?.bcrReference ?? ''}
                onChange={(event) => update(pair, { bcrReference: event.target.value || null })}
              />
            ) : null}
          </Fieldset>
        );
      })}
    </Fieldset>
  );
}

/** The yes/no questions of the assessment; "not answered" is a valid answer (null), asked again by the documents. */
type AssessmentQuestion =
  'largeScale' | 'coreActivity' | 'vulnerableSubjects' | 'newTechnology' | 'occasional';

/** One assessment question: not answered, yes or no, with the guidance of WP243 / WP248 rev.01 as its hint. */
function AnswerField({
  control,
  name,
  error,
}: {
  control: Control<TOperationInput, unknown, TOperation>;
  name: AssessmentQuestion;
  error: string | undefined;
}) {
  const { t } = useTranslation('configurator');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={t(`form.${name}`)}
          hint={t(`form.hints.${name}`)}
          error={error}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
          onChange={(event) =>
            field.onChange(event.target.value === 'yes' ? true : event.target.value === 'no' ? false : null)
          }
        >
          <option value="">{t('form.answer.unanswered')}</option>
          <option value="yes">{t('form.answer.yes')}</option>
          <option value="no">{t('form.answer.no')}</option>
        </SelectField>
      )}
    />
  );
}

/**
 * The company's processors (recorded with the company's data) that perform this operation: exactly
 * what each processing agreement lists. Without processors, where to record them.
 */
/** Whether the operation's catalogue preset is video surveillance (a fact of the catalogue, not its words). */
function isVideoSurveillance(suggestionId: string | null): boolean {
  return (
    suggestionId !== null &&
    hasOperationPreset(suggestionId) &&
    findOperationPreset(suggestionId).videoSurveillance === true
  );
}

/**
 * Video surveillance: every document states the retention of the company's video surveillance
 * section, never the operation's storage duration; the admin is sent there to set it once.
 */
function CctvRetentionNote() {
  const { t } = useTranslation('configurator');
  const { companyId } = useConfiguratorContext();
  return (
    <Alert kind="info">
      {t('form.hints.cctvRetention')}{' '}
      <Link to={paths.contactInfo(companyId, 'cctv')}>{t('form.hints.cctvRetentionLink')}</Link>
    </Alert>
  );
}

function ProcessorsField({
  control,
  error,
}: {
  control: Control<TOperationInput, unknown, TOperation>;
  error: string | undefined;
}) {
  const { t } = useTranslation('configurator');
  const { companyId } = useConfiguratorContext();
  const { data: company } = useCompanyQuery(companyId);
  const processors = company?.processors ?? [];
  if (processors.length === 0) return <p>{t('form.hints.noProcessors')}</p>;
  return (
    <Controller
      control={control}
      name="processorIds"
      render={({ field }) => (
        <CheckboxGroup
          legend={t('form.processorIds')}
          options={processors.map((p) => ({ value: p.id, label: `${p.name} (${p.service})` }))}
          value={field.value ?? []}
          onChange={field.onChange}
          error={error}
          inputProps={{ onBlur: field.onBlur }}
        />
      )}
    />
  );
}

function OptionFor({ id }: { id: (typeof AUTOMATED_DECISIONS)[number] }) {
  const { locale, edition } = useShell();
  const entry = automatedDecisionEntries.find((e) => e.id === id);
  return <option value={id}>{entry ? pick(entry.label, locale, edition) : id}</option>;
}

/**
 * Whether the person must provide the data: offered as the grounds suggest (a legal obligation:
 * required by law; a contract: necessary for it; otherwise voluntary) and followed when the grounds
 * change, until the user chooses otherwise. The consequence may be left to the standard sentence.
 */
function ProvisionFields({ control }: { control: Control<TOperationInput, unknown, TOperation> }) {
  const { t } = useTranslation('configurator');
  const { locale, edition } = useShell();
  const requirement = useWatch({ control, name: 'provisionRequirement' }) ?? 'VOLUNTARY';
  const standard = provisionRequirementEntries.find((e) => e.id === requirement);
  return (
    <>
      <Controller
        control={control}
        name="provisionRequirement"
        render={({ field }) => (
          <SelectField
            label={t('form.provisionRequirement')}
            hint={t('form.hints.provisionRequirement')}
            {...field}
            value={field.value ?? 'VOLUNTARY'}
          >
            {PROVISION_REQUIREMENTS.map((id) => {
              const entry = provisionRequirementEntries.find((e) => e.id === id);
              return (
                <option key={id} value={id}>
                  {entry ? pick(entry.label, locale, edition) : id}
                </option>
              );
            })}
          </SelectField>
        )}
      />
      <Controller
        control={control}
        name="provisionConsequence"
        render={({ field }) => (
          <LabelledControl
            label={t('form.provisionConsequence')}
            hint={t('form.hints.provisionConsequence', {
              standard: standard ? pick(standard.consequence, locale, edition) : '',
            })}
          >
            {(props) => (
              <TextArea
                {...props}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          </LabelledControl>
        )}
      />
    </>
  );
}

/** Keeps the provision requirement on the grounds' default while it still is the default. */
function useProvisionFollowsGrounds(form: ReturnType<typeof useForm<TOperationInput, unknown, TOperation>>) {
  const grounds = useWatch({ control: form.control, name: 'grounds' });
  const previous = useRef<readonly TLegalGround[]>(grounds);
  const { getValues, setValue } = form;
  useEffect(() => {
    const before = defaultProvisionRequirement(previous.current);
    previous.current = grounds;
    const next = defaultProvisionRequirement(grounds);
    if (getValues('provisionRequirement') === before && before !== next) {
      setValue('provisionRequirement', next, { shouldDirty: true });
    }
  }, [grounds, getValues, setValue]);
}

/** The catalogue's values of a list, in the interface's language. */
function useSuggestions(list: TValueListName): string[] {
  const { locale, edition } = useShell();
  return useMemo(
    () => valueLists[list].map((entry) => pick(entry.label, locale, edition)),
    [list, locale, edition],
  );
}

type ListName = 'data' | 'sources' | 'recipients' | 'recipientsLocations' | 'storageLocations';

function ListField({
  control,
  name,
  list,
  error,
  required = false,
}: {
  control: Control<TOperationInput, unknown, TOperation>;
  name: ListName;
  list: TValueListName;
  error: string | undefined;
  required?: boolean;
}) {
  const { t } = useTranslation('configurator');
  const suggestions = useSuggestions(list);
  const label = t(`form.${name}`);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LabelledControl
          label={label}
          hint={t(required ? 'form.hints.list' : 'form.hints.optionalList')}
          error={error}
          required={required}
        >
          {(props) => (
            <ValueListInput
              {...props}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              suggestions={suggestions}
              labels={{
                add: t('form.addItem'),
                remove: (item) => t('form.removeItem', { item, list: label }),
                list: t('form.chosen', { list: label }),
              }}
            />
          )}
        </LabelledControl>
      )}
    />
  );
}

/** A text input offering the catalogue's values of a list (any other text is allowed too). */
/** The catalogue's retention periods as the field suggests them, in the interface's language and edition. */
function useRetentionSuggestions(): Array<{ id: TRetentionId; label: string }> {
  const { locale, edition } = useShell();
  return useMemo(
    () =>
      valueLists.retention.flatMap((entry) =>
        isRetentionId(entry.id) ? [{ id: entry.id, label: pick(entry.label, locale, edition) }] : [],
      ),
    [locale, edition],
  );
}

/** The storage duration with the catalogue's retention periods suggested. */
function RetentionInput({
  suggestions,
  ...props
}: { suggestions: Array<{ id: string; label: string }> } & ComponentProps<typeof Input>) {
  const listId = `${props.id ?? 'retention'}-suggestions`;
  return (
    <>
      <Input {...props} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {suggestions.map((entry) => (
          <option key={entry.id} value={entry.label} />
        ))}
      </datalist>
    </>
  );
}

const isRetentionId = (id: string): id is TRetentionId => (RETENTION_IDS as readonly string[]).includes(id);
