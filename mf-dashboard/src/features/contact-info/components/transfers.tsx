import { pick, transferMechanismEntries, type transferMechanismsFor, valueLists } from '@conform/catalogues';
import { type Edition, type Locale } from '@conform/shell-contract';
import { useMemo } from 'react';
import styled from 'styled-components';

/**
 * What the company data sections that record recipients (processors, sub-processors, channel
 * tools) share: the list of saved records, the catalogue's countries, the mechanisms offered.
 */

/** A section's saved records, one card per record with its actions. */
export const RecordList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space(4)};
  }
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

export type Countries = Array<{
  id: string;
  label: string;
  transfer: (typeof valueLists.countries)[number]['transfer'];
}>;

/** The catalogue's countries in the interface's language, alphabetically; "other" last. */
export function useCountries(locale: Locale, edition: Edition): Countries {
  return useMemo(() => {
    const entries = valueLists.countries.map((c) => ({
      id: c.id,
      label: pick(c.label, locale, edition),
      transfer: c.transfer,
    }));
    return [
      ...entries.filter((c) => c.id !== 'OTHER').sort((a, b) => a.label.localeCompare(b.label, locale)),
      ...entries.filter((c) => c.id === 'OTHER'),
    ];
  }, [locale, edition]);
}

/** The options of a transfer mechanism select: "choose", then the mechanisms the regime allows. */
export function MechanismOptions({
  mechanisms,
  choose,
  locale,
  edition,
}: {
  mechanisms: ReturnType<typeof transferMechanismsFor>;
  choose: string;
  locale: Locale;
  edition: Edition;
}) {
  return (
    <>
      <option value="">{choose}</option>
      {mechanisms.map((id) => {
        const entry = transferMechanismEntries.find((e) => e.id === id);
        return (
          <option key={id} value={id}>
            {entry ? pick(entry.label, locale, edition) : id}
          </option>
        );
      })}
    </>
  );
}
