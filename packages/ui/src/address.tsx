import styled from 'styled-components';
import { SelectField, TextField } from './fields.tsx';

/**
 * What a form library gives a control to drive it: react-hook-form's `register('city')`.
 */
export interface AddressControl {
  name: string;
  onChange: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
  ref: (instance: HTMLInputElement | HTMLSelectElement | null) => void;
  disabled?: boolean;
}

interface AddressPart {
  /** Already translated. */
  label: string;
  /** Already translated. */
  error?: string | undefined;
  /** Marked required (an asterisk after the label, `aria-required`). */
  required?: boolean | undefined;
  control: AddressControl;
}

export interface AddressFieldsetProps {
  /** The group's name, e.g. "Adresa sediului" / "Registered office address". */
  legend: string;
  /**
   * The first part: the county (Romania, `address-level1`) or the country (INT, `country`); its
   * options already in the interface's language, a value given by the registry kept among them.
   */
  region: AddressPart & {
    autoComplete: 'address-level1' | 'country';
    /** The empty option's text, e.g. "Alegeți județul". */
    placeholder: string;
    options: readonly { value: string; label: string }[];
  };
  city: AddressPart;
  street: AddressPart;
}

const Group = styled.fieldset`
  grid-column: 1 / -1;
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  & > :last-child {
    grid-column: 1 / -1;
  }
`;

/**
 * The address of a company as every form asks it: county or country, city, street and number,
 * with the browser's address autofill; one group of fields the screen reader announces by its
 * legend. The form keeps its own field names and payload: each part is driven by the control the
 * form gives it.
 */
export function AddressFieldset({ legend, region, city, street }: AddressFieldsetProps) {
  return (
    <Group>
      <legend>{legend}</legend>
      <SelectField
        label={region.label}
        autoComplete={region.autoComplete}
        error={region.error}
        required={region.required}
        {...region.control}
      >
        <option value="">{region.placeholder}</option>
        {region.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={city.label}
        autoComplete="address-level2"
        error={city.error}
        required={city.required}
        {...city.control}
      />
      <TextField
        label={street.label}
        autoComplete="street-address"
        error={street.error}
        required={street.required}
        {...street.control}
      />
    </Group>
  );
}
