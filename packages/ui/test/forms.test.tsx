import { jest } from '@jest/globals';
import type { ReactNode } from 'react';

const { act, fireEvent, render, screen } = await import('@testing-library/react');
const { ThemeProvider } = await import('styled-components');
const { useForm } = await import('react-hook-form');
const {
  theme,
  CheckboxField,
  LabelledControl,
  RequiredLegend,
  SelectField,
  setServerErrors,
  TextArea,
  TextField,
  underPrefix,
  useFocusFirstInvalid,
} = await import('../src/index.ts');
const { useRef } = await import('react');

const renderThemed = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

/** The texts the kit gets already translated. */
const T = {
  name: 'Company name',
  registered: 'As registered',
  fiscalCode: 'Fiscal code',
  fiscalHint: 'e.g. RO18547290',
  fiscalError: 'Not a valid code.',
  city: 'City',
  first: 'First',
  one: 'one',
  second: 'Second',
  two: 'two',
  county: 'County',
  countyError: 'Choose a county.',
  cluj: 'Cluj',
  agree: 'I agree to the',
  terms: 'terms',
  agreeError: 'You must agree to continue.',
  notes: 'Notes',
  optional: 'Optional',
  person: 'Name',
  phone: 'Phone',
  legend: 'Fields marked * are required.',
  save: 'Save',
};

/** The texts that describe a control, in `aria-describedby` order. */
function descriptionOf(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe('the forms kit: labels, hints and errors', () => {
  it('labels a text field and describes it with its hint', () => {
    renderThemed(<TextField label={T.name} hint={T.registered} defaultValue="" />);
    const input = screen.getByLabelText(T.name);
    expect(input.tagName).toBe('INPUT');
    expect(descriptionOf(input)).toEqual([T.registered]);
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('announces an error with the hint and marks the control invalid', () => {
    renderThemed(<TextField label={T.fiscalCode} hint={T.fiscalHint} error={T.fiscalError} />);
    const input = screen.getByLabelText(T.fiscalCode);
    expect(descriptionOf(input)).toEqual([T.fiscalHint, T.fiscalError]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('describes nothing when there is neither hint nor error', () => {
    renderThemed(<TextField label={T.city} />);
    expect(screen.getByLabelText(T.city).hasAttribute('aria-describedby')).toBe(false);
  });

  it('gives each field its own ids', () => {
    renderThemed(
      <>
        <TextField label={T.first} hint={T.one} />
        <TextField label={T.second} hint={T.two} />
      </>,
    );
    expect(descriptionOf(screen.getByLabelText(T.first))).toEqual([T.one]);
    expect(descriptionOf(screen.getByLabelText(T.second))).toEqual([T.two]);
  });

  it('labels a select and its error', () => {
    renderThemed(
      <SelectField label={T.county} error={T.countyError} defaultValue="">
        <option value="">—</option>
        <option value="CJ">{T.cluj}</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: T.county });
    expect(descriptionOf(select)).toEqual([T.countyError]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('labels a checkbox with rich content beside it, and announces its error', () => {
    const onChange = jest.fn();
    renderThemed(
      <CheckboxField
        label={
          <>
            {T.agree} <a href="/terms">{T.terms}</a>
          </>
        }
        error={T.agreeError}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: `${T.agree} ${T.terms}` });
    expect(descriptionOf(box)).toEqual([T.agreeError]);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('wires any control through LabelledControl', () => {
    renderThemed(
      <LabelledControl label={T.notes} hint={T.optional}>
        {(props) => <TextArea {...props} />}
      </LabelledControl>,
    );
    const area = screen.getByRole('textbox', { name: T.notes });
    expect(area.tagName).toBe('TEXTAREA');
    expect(descriptionOf(area)).toEqual([T.optional]);
  });
});

/** What RTK Query's `unwrap()` throws for a service's 400 answer. */
const validationError = (details: unknown) => ({
  status: 400,
  data: { code: 'validation', message: 'The request is not valid.', details },
});

describe('setServerErrors: a service refusal under the form’s fields', () => {
  it('sets each field error of a 400 validation answer, with the message key, the first focused', () => {
    const setError = jest.fn();
    const marked = setServerErrors(
      validationError([
        { path: 'name', message: 'validation.required' },
        { path: 'email', message: 'validation.email.invalid' },
      ]),
      setError,
    );
    expect(marked).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'validation.required' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'validation.email.invalid' }, { shouldFocus: false }],
    ]);
  });

  it('maps paths to the form’s fields and leaves out the others', () => {
    const setError = jest.fn();
    const marked = setServerErrors(
      validationError([
        { path: 'info.fiscalCode', message: 'validation.fiscalCode.invalid' },
        { path: 'products', message: 'validation.products.tooMany' },
      ]),
      setError,
      underPrefix('info.'),
    );
    expect(marked).toBe(1);
    expect(setError).toHaveBeenCalledWith(
      'fiscalCode',
      { type: 'server', message: 'validation.fiscalCode.invalid' },
      { shouldFocus: true },
    );
  });

  it.each([
    [
      'a conflict',
      { status: 409, data: { code: 'conflict', message: 'x', details: [{ path: 'a', message: 'b' }] } },
    ],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a body without details', { status: 400, data: { code: 'validation', message: 'x' } }],
    ['malformed details', validationError([{ path: 1, message: 'x' }, 'name', null])],
    ['no error at all', undefined],
  ])('marks nothing for %s', (_, error) => {
    const setError = jest.fn();
    expect(setServerErrors(error, setError)).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });

  it('shows the errors under the fields of a react-hook-form form', async () => {
    let apply: (error: unknown) => void = () => undefined;
    function Billing() {
      const { register, setError, formState } = useForm<{ name: string; phone: string }>({
        defaultValues: { name: '', phone: '' },
      });
      apply = (error) => setServerErrors(error, setError, underPrefix('billingInfo.'));
      return (
        <form>
          <TextField label={T.person} error={formState.errors.name?.message} {...register('name')} />
          <TextField label={T.phone} error={formState.errors.phone?.message} {...register('phone')} />
        </form>
      );
    }
    renderThemed(<Billing />);
    await act(async () => {
      apply(validationError([{ path: 'billingInfo.phone', message: 'validation.phone.invalidRo' }]));
      await Promise.resolve();
    });
    const phone = screen.getByLabelText(T.phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(phone)).toEqual(['validation.phone.invalidRo']);
    expect(screen.getByLabelText(T.person).getAttribute('aria-invalid')).toBe('false');
  });
});

describe('the forms kit: required fields and validation on submit', () => {
  it('marks a required field after its label and on its control, its name unchanged', () => {
    renderThemed(
      <form>
        <RequiredLegend>{T.legend}</RequiredLegend>
        <TextField label={T.name} required />
        <SelectField label={T.county} required>
          <option value="">-</option>
        </SelectField>
        <CheckboxField label={T.agree} required />
        <TextField label={T.notes} />
      </form>,
    );
    expect(screen.getByText(T.legend)).toBeTruthy();
    for (const label of [T.name, T.county, T.agree]) {
      const control = screen.getByLabelText<HTMLInputElement>(label);
      expect(control.getAttribute('aria-required')).toBe('true');
      // Not the browser's own check, whose bubble would speak over the form's message.
      expect(control.hasAttribute('required')).toBe(false);
      expect(control.labels?.[0]?.querySelector('[data-required-mark]')?.getAttribute('aria-hidden')).toBe(
        'true',
      );
    }
    const notes = screen.getByLabelText<HTMLInputElement>(T.notes);
    expect(notes.hasAttribute('aria-required')).toBe(false);
    expect(notes.labels?.[0]?.querySelector('[data-required-mark]')).toBeNull();
  });

  it('after a refused submit moves the focus to the first invalid field, in the form’s order', async () => {
    const sent = jest.fn();
    function Contact() {
      const ref = useRef<HTMLFormElement>(null);
      const { register, handleSubmit, formState } = useForm<{ name: string; phone: string }>({
        defaultValues: { name: '', phone: '' },
        mode: 'onSubmit',
        shouldFocusError: false,
      });
      useFocusFirstInvalid(ref, formState.submitCount, Object.keys(formState.errors).length > 0);
      return (
        <form ref={ref} noValidate onSubmit={(event) => void handleSubmit(sent)(event)}>
          <TextField label={T.notes} {...register('name')} />
          <TextField
            label={T.phone}
            required
            error={formState.errors.phone ? T.fiscalError : undefined}
            {...register('phone', { required: true })}
          />
          <button type="submit">{T.save}</button>
        </form>
      );
    }
    renderThemed(<Contact />);
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    const phone = screen.getByLabelText(T.phone);
    await act(async () => {
      await Promise.resolve();
    });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(phone)).toEqual([T.fiscalError]);
    expect(document.activeElement).toBe(phone);
    expect(sent).not.toHaveBeenCalled();
  });
});
