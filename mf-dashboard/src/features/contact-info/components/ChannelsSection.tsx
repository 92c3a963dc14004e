import { useTranslation } from '@conform/i18n';
import {
  channelKindEntries,
  channelToolKindEntries,
  COOKIE_DURATION_UNITS,
  cookieCategoryEntries,
  cookieUseEntries,
  findProduct,
  pick,
  transferMechanismsFor,
} from '@conform/catalogues';
import type { TChannelRecord, TCompany } from '@conform/contracts';
import {
  CHANNEL_LANGUAGES,
  ZChannelSchema,
  type TChannel,
  type TChannelInput,
} from '@conform/contracts/company-data';
import { useLeaveGuard, useShell, useValidationMessage } from '@conform/shell-contract';
import {
  Button,
  ConfirmDialog,
  FieldError,
  Hint,
  Modal,
  RequiredLegend,
  RequiredMark,
  SelectField,
  setServerErrors,
  Stack,
  TextField,
  underPrefix,
  useFocusFirstInvalid,
} from '@conform/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { useUpdateChannelsMutation } from '../../../lib/companiesApi.ts';
import { Section } from './Section.tsx';
import { type Countries, MechanismOptions, RecordList, useCountries } from './transfers.tsx';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

/** A saved channel as the service takes it back (its id kept, so it stays the same channel). */
const asInput = (c: TChannelRecord): TChannelInput => c as unknown as TChannelInput;

/**
 * The package a new channel serves when the company bought exactly one whose documents are made per
 * channel (the website's policies): ticked for the admin, who can untick it. Several: none is guessed.
 */
function onlyOnlinePackage(company: TCompany): string[] {
  const online = company.products.purchased.filter((p) =>
    (findProduct(p)?.documents as readonly string[] | undefined)?.includes('POLITICA_CONFIDENTIALITATE'),
  );
  return online.length === 1 ? online : [];
}

/** A saved channel in the form: an address not said is an empty field (sent back, it is null again). */
const asFormValues = (c: TChannelRecord): TChannelInput => ({
  ...asInput(c),
  privacyPolicyUrl: c.privacyPolicyUrl ?? '',
  cookiePolicyUrl: c.cookiePolicyUrl ?? '',
  // Cookies not listed yet: an empty list in the form (a tool that sets cookies and lists none is
  // asked in the cookie policy all the same).
  tools: c.tools.map((t) => ({ ...t, cookieList: t.cookieList ?? [] })) as TChannelInput['tools'],
  cookies: (c.cookies ?? []) as TChannelInput['cookies'],
});

/**
 * The company's online channels (each website, shop, app, booking page, social page) with their
 * address, languages, the packages they serve and the tools each uses: the facts the privacy and
 * cookie policies and the banner are to be built from. The whole list is saved at once.
 */
export function ChannelsSection({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const { locale, edition, notify } = useShell();
  const countries = useCountries(locale, edition);
  const [editing, setEditing] = useState<TChannelRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<TChannelRecord | null>(null);
  const [update, updating] = useUpdateChannelsMutation();
  const channels = company.channels;

  async function confirmRemove(channel: TChannelRecord) {
    try {
      const rest = channels.filter((c) => c.id !== channel.id).map(asInput);
      await update({ companyId: company.id, body: { channels: rest } }).unwrap();
    } catch {
      notify({
        kind: 'error',
        title: t('common.errorTitle'),
        message: t('common.actionFailed', { action: t('companyData.channels.removeAction') }),
      });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Section id="channels" title={t('companyData.channels.title')} intro={t('companyData.channels.intro')}>
      {channels.length === 0 ? <p>{t('companyData.channels.none')}</p> : null}
      <RecordList aria-label={t('companyData.channels.listLabel')}>
        {channels.map((channel) => {
          const kind = channelKindEntries.find((e) => e.id === channel.kind);
          return (
            <li key={channel.id}>
              <div>
                <strong>{channel.name}</strong>
                <p>
                  {kind ? pick(kind.label, locale, edition) : channel.kind} · {channel.url} ·{' '}
                  {channel.languages.map((l) => t(`companyData.channels.language.${l}`)).join(', ')} ·{' '}
                  {t('companyData.channels.toolsCount', { count: channel.tools.length })}
                </p>
              </div>
              <Stack $row $gap={2}>
                <Button
                  variant="secondary"
                  onClick={() => setEditing(channel)}
                  aria-label={t('companyData.channels.editNamed', { name: channel.name })}
                >
                  {t('companyData.channels.edit')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setRemoving(channel)}
                  aria-label={t('companyData.channels.removeNamed', { name: channel.name })}
                >
                  {t('companyData.channels.remove')}
                </Button>
              </Stack>
            </li>
          );
        })}
      </RecordList>
      <div>
        <Button onClick={() => setEditing('new')}>{t('companyData.channels.add')}</Button>
      </div>
      {editing ? (
        <ChannelDialog
          company={company}
          channel={editing === 'new' ? null : editing}
          countries={countries}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          open
          danger
          title={t('companyData.channels.removeTitle', { name: removing.name })}
          question={t('confirm.question', { action: t('companyData.channels.removeQuestion') })}
          refuseLabel={t('confirm.no', { outcome: t('cart.keepOutcome') })}
          confirmLabel={t('confirm.yes', { outcome: t('cart.removeOutcome') })}
          closeLabel={t('common.close')}
          working={updating.isLoading}
          onRefuse={() => setRemoving(null)}
          onConfirm={() => void confirmRemove(removing)}
        />
      ) : null}
    </Section>
  );
}

function ChannelDialog({
  company,
  channel,
  countries,
  onClose,
}: {
  company: TCompany;
  channel: TChannelRecord | null;
  countries: Countries;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { locale, edition, notify } = useShell();
  const message = useValidationMessage('dashboard');
  const [update] = useUpdateChannelsMutation();
  const { register, control, handleSubmit, setError, formState } = useForm<TChannelInput, unknown, TChannel>({
    resolver: zodResolver(ZChannelSchema),
    defaultValues: channel
      ? asFormValues(channel)
      : // A new channel starts in the edition's language; the admin ticks the others.
        {
          kind: 'WEBSITE',
          name: '',
          url: '',
          privacyPolicyUrl: '',
          cookiePolicyUrl: '',
          languages: [company.platform === 'ro' ? 'ro' : 'en'],
          products: onlyOnlinePackage(company),
          tools: [],
          cookies: [],
        },
  });
  const tools = useFieldArray({ control, name: 'tools' });
  const { errors, isSubmitting, isDirty, submitCount } = formState;
  const guard = useLeaveGuard(isDirty);
  // Validated on Save: a refused Save moves the focus to the first field it marked, in the dialog's order.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, Object.keys(errors).length > 0);
  const close = () => guard.confirmLeave(onClose);
  // The company's packages (and any the channel already names), each once.
  const products = [
    ...new Set([
      ...company.products.purchased,
      ...company.products.configured,
      ...company.products.pending,
      ...(channel?.products ?? []),
    ]),
  ];
  // Where this channel is (or will be) in the list the service receives: its errors come under it.
  const index = channel ? company.channels.findIndex((c) => c.id === channel.id) : company.channels.length;

  const submit = handleSubmit(async (body) => {
    const list = company.channels.map(asInput);
    const next = channel
      ? list.map((c, i) => (i === index ? { ...body, id: channel.id } : c))
      : [...list, body];
    try {
      await update({ companyId: company.id, body: { channels: next } }).unwrap();
      notify({ kind: 'success', message: t('companyData.saved'), timeoutMs: 4000 });
      guard.release();
      onClose();
    } catch (error) {
      // The service's refusal of fields is said under them, once; anything else in a notice.
      const marked = setServerErrors(
        error,
        setError,
        underPrefix<Parameters<typeof setError>[0]>(`channels.${index}.`),
      );
      if (marked === 0) {
        notify({
          kind: 'error',
          title: t('common.errorTitle'),
          message: t('common.actionFailed', { action: t('companyData.channels.action') }),
        });
      }
    }
  });

  return (
    <Modal
      open
      title={
        channel
          ? t('companyData.channels.editTitle', { name: channel.name })
          : t('companyData.channels.addTitle')
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
          <Button type="submit" form="channel-form" disabled={isSubmitting}>
            {t('companyData.save')}
          </Button>
        </>
      }
    >
      <form id="channel-form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <RequiredLegend>{t('common.requiredLegend')}</RequiredLegend>
          <SelectField
            label={t('companyData.channels.kind')}
            required
            error={message(errors.kind?.message)}
            {...register('kind')}
          >
            {channelKindEntries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {pick(entry.label, locale, edition)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('companyData.channels.name')}
            required
            hint={t('companyData.channels.nameHint')}
            error={message(errors.name?.message)}
            {...register('name')}
          />
          <TextField
            label={t('companyData.channels.url')}
            required
            hint={t('companyData.channels.urlHint')}
            error={message(errors.url?.message)}
            {...register('url')}
          />
          <TextField
            label={t('companyData.channels.privacyPolicyUrl')}
            hint={t('companyData.channels.policyUrlHint')}
            error={message(errors.privacyPolicyUrl?.message)}
            {...register('privacyPolicyUrl')}
          />
          <TextField
            label={t('companyData.channels.cookiePolicyUrl')}
            hint={t('companyData.channels.policyUrlHint')}
            error={message(errors.cookiePolicyUrl?.message)}
            {...register('cookiePolicyUrl')}
          />
          <Group aria-describedby={errors.languages ? 'channel-languages-error' : undefined}>
            <legend>
              {t('companyData.channels.languages')}
              <RequiredMark />
            </legend>
            {CHANNEL_LANGUAGES.map((language) => (
              <label key={language}>
                <input
                  type="checkbox"
                  value={language}
                  aria-invalid={Boolean(errors.languages)}
                  aria-describedby={errors.languages ? 'channel-languages-error' : undefined}
                  {...register('languages')}
                />
                <span>{t(`companyData.channels.language.${language}`)}</span>
              </label>
            ))}
            {errors.languages ? (
              <FieldError id="channel-languages-error" as="p">
                {message(errors.languages.message ?? errors.languages.root?.message)}
              </FieldError>
            ) : null}
          </Group>
          <Group aria-describedby="channel-products-hint">
            <legend>{t('companyData.channels.products')}</legend>
            <Hint id="channel-products-hint">{t('companyData.channels.productsHint')}</Hint>
            {products.length === 0 ? <p>{t('companyData.channels.noProducts')}</p> : null}
            {products.map((id) => {
              const product = findProduct(id);
              return (
                <label key={id}>
                  <input type="checkbox" value={id} {...register('products')} />
                  <span>{product ? pick(product.name, locale, edition) : id}</span>
                </label>
              );
            })}
            {errors.products ? (
              <FieldError as="p">
                {message(errors.products.message ?? errors.products.root?.message)}
              </FieldError>
            ) : null}
          </Group>
          {tools.fields.map((field, number) => (
            <ToolFields
              key={field.id}
              index={number}
              control={control}
              countries={countries}
              register={register}
              errors={errors.tools?.[number]}
              onRemove={() => tools.remove(number)}
            />
          ))}
          {errors.tools?.message ? <FieldError as="p">{message(errors.tools.message)}</FieldError> : null}
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                tools.append({
                  kind: 'ANALYTICS',
                  provider: '',
                  purpose: '',
                  cookies: 'WITH_CONSENT',
                  country: 'RO',
                  transferMechanism: null,
                  cookieList: [],
                })
              }
            >
              {t('companyData.channels.addTool')}
            </Button>
          </div>
          <CookieList
            name="cookies"
            own
            legend={t('companyData.channels.ownCookies')}
            hint={t('companyData.channels.ownCookiesHint')}
            control={control}
            register={register}
            errors={errors.cookies}
          />
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}

type ToolErrors = Partial<
  Record<'kind' | 'provider' | 'purpose' | 'cookies' | 'country' | 'transferMechanism', { message?: string }>
> & { cookieList?: CookieListErrors };

/** One tool of the channel: its kind, provider, purpose, cookies, country and, outside the EEA, the mechanism. */
function ToolFields({
  index,
  control,
  countries,
  register,
  errors,
  onRemove,
}: {
  index: number;
  control: Control<TChannelInput, unknown, TChannel>;
  countries: Countries;
  register: ReturnType<typeof useForm<TChannelInput, unknown, TChannel>>['register'];
  errors: ToolErrors | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { locale, edition } = useShell();
  const message = useValidationMessage('dashboard');
  const country = useWatch({ control, name: `tools.${index}.country` });
  const regime = countries.find((c) => c.id === country)?.transfer ?? 'EEA';
  const mechanisms = transferMechanismsFor(regime);
  const number = index + 1;
  return (
    <Group>
      <legend>{t('companyData.channels.tool', { number })}</legend>
      <SelectField
        label={t('companyData.channels.toolKind')}
        required
        error={message(errors?.kind?.message)}
        {...register(`tools.${index}.kind`)}
      >
        {channelToolKindEntries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {pick(entry.label, locale, edition)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('companyData.channels.provider')}
        required
        hint={t('companyData.channels.providerHint')}
        error={message(errors?.provider?.message)}
        {...register(`tools.${index}.provider`)}
      />
      <TextField
        label={t('companyData.channels.purpose')}
        required
        error={message(errors?.purpose?.message)}
        {...register(`tools.${index}.purpose`)}
      />
      <SelectField
        label={t('companyData.channels.cookies')}
        required
        error={message(errors?.cookies?.message)}
        {...register(`tools.${index}.cookies`)}
      >
        {cookieUseEntries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {pick(entry.label, locale, edition)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('companyData.channels.country')}
        required
        error={message(errors?.country?.message)}
        {...register(`tools.${index}.country`)}
      >
        {countries.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <CookieList
        name={`tools.${index}.cookieList`}
        legend={t('companyData.channels.cookieList')}
        hint={t('companyData.channels.cookieListHint')}
        control={control}
        register={register}
        errors={errors?.cookieList}
      />
      {mechanisms.length > 0 ? (
        <SelectField
          label={t('companyData.channels.transferMechanism')}
          required
          hint={t('companyData.channels.transferMechanismHint')}
          error={message(errors?.transferMechanism?.message)}
          {...register(`tools.${index}.transferMechanism`, {
            setValueAs: (v: string | null) => (v ? v : null),
          })}
        >
          <MechanismOptions
            mechanisms={mechanisms}
            choose={t('companyData.channels.chooseMechanism')}
            locale={locale}
            edition={edition}
          />
        </SelectField>
      ) : null}
      <div>
        <Button
          variant="secondary"
          onClick={onRemove}
          aria-label={t('companyData.channels.removeToolNamed', { number })}
        >
          {t('companyData.channels.remove')}
        </Button>
      </div>
    </Group>
  );
}

type Register = ReturnType<typeof useForm<TChannelInput, unknown, TChannel>>['register'];
type CookieErrors = Partial<
  Record<'name' | 'purpose' | 'category' | 'duration' | 'durationAmount' | 'thirdParty', { message?: string }>
>;
type CookieListErrors = {
  message?: string;
  root?: { message?: string };
  [index: number]: CookieErrors | undefined;
};

/**
 * The cookies a tool sets (name, type, duration, first or third party; its purpose is the tool's),
 * or those the channel sets itself (`own`: first party, with their purpose). Each is listed in the
 * channel's cookie policy.
 */
function CookieList({
  name,
  own = false,
  legend,
  hint,
  control,
  register,
  errors,
}: {
  name: 'cookies' | `tools.${number}.cookieList`;
  own?: boolean;
  legend: string;
  hint: string;
  control: Control<TChannelInput, unknown, TChannel>;
  register: Register;
  errors: CookieListErrors | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const message = useValidationMessage('dashboard');
  // One list of either shape: the tool's cookies and the channel's own differ only by their fields.
  const cookies = useFieldArray({ control, name: name as 'cookies' });
  const listError = errors?.message ?? errors?.root?.message;
  const hintId = `${name}-hint`;
  return (
    <Group aria-describedby={hintId}>
      <legend>{legend}</legend>
      <Hint id={hintId}>{hint}</Hint>
      {cookies.fields.map((field, number) => (
        <CookieFields
          key={field.id}
          path={`${name}.${number}`}
          number={number + 1}
          own={own}
          control={control}
          register={register}
          errors={errors?.[number]}
          onRemove={() => cookies.remove(number)}
        />
      ))}
      {listError ? <FieldError as="p">{message(listError)}</FieldError> : null}
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            cookies.append({
              name: '',
              ...(own ? { purpose: '' } : { thirdParty: false }),
              category: own ? 'STRICTLY_NECESSARY' : 'STATISTICS',
              duration: 'SESSION',
              durationAmount: null,
            } as never)
          }
        >
          {t('companyData.channels.addCookie')}
        </Button>
      </div>
    </Group>
  );
}

function CookieFields({
  path,
  number,
  own,
  control,
  register,
  errors,
  onRemove,
}: {
  path: string;
  number: number;
  own: boolean;
  control: Control<TChannelInput, unknown, TChannel>;
  register: Register;
  errors: CookieErrors | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { locale, edition } = useShell();
  const message = useValidationMessage('dashboard');
  // The paths are built at run time; the form's own types cannot follow them.
  const field = (key: string) => `${path}.${key}` as 'name';
  const duration = useWatch({ control, name: field('duration') }) as string | undefined;
  return (
    <Group>
      <legend>{t('companyData.channels.cookie', { number })}</legend>
      <TextField
        label={t('companyData.channels.cookieName')}
        required
        hint={t('companyData.channels.cookieNameHint')}
        error={message(errors?.name?.message)}
        {...register(field('name'))}
      />
      {own ? (
        <TextField
          label={t('companyData.channels.cookiePurpose')}
          required
          error={message(errors?.purpose?.message)}
          {...register(field('purpose'))}
        />
      ) : null}
      <SelectField
        label={t('companyData.channels.cookieCategory')}
        required
        error={message(errors?.category?.message)}
        {...register(field('category'))}
      >
        {cookieCategoryEntries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {pick(entry.label, locale, edition)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('companyData.channels.cookieDuration')}
        required
        error={message(errors?.duration?.message)}
        {...register(field('duration'))}
      >
        {COOKIE_DURATION_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {t(`companyData.channels.durationUnit.${unit}`)}
          </option>
        ))}
      </SelectField>
      {duration && duration !== 'SESSION' ? (
        <TextField
          type="number"
          min={1}
          max={999}
          label={t('companyData.channels.cookieDurationAmount')}
          required
          error={message(errors?.durationAmount?.message)}
          {...register(field('durationAmount'), {
            setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
          })}
        />
      ) : null}
      {own ? null : (
        <label>
          <input type="checkbox" {...register(field('thirdParty'))} />
          <span>{t('companyData.channels.thirdParty')}</span>
        </label>
      )}
      <div>
        <Button
          variant="secondary"
          onClick={onRemove}
          aria-label={t('companyData.channels.removeCookieNamed', { number })}
        >
          {t('companyData.channels.remove')}
        </Button>
      </div>
    </Group>
  );
}
