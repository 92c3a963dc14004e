import styled from 'styled-components';
import { formatMoney, type KitLocale } from './format.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

const Tag = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    font-size: 1.05rem;
  }
  s,
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface PriceTagProps {
  /** List price, as the checkout service publishes it. */
  price: number;
  /** Amount taken off the list price; 0 for none. */
  discount: number;
  currency: string;
  locale: KitLocale;
  /** The VAT rule, already translated: "TVA inclus", "VAT excluded". */
  vatNote: string;
  /** Read before the crossed-out list price, already translated: "înainte", "was". */
  beforeLabel: string;
  /** What else to say after the VAT note, already translated (e.g. a bundle's saving). */
  extra?: string | undefined;
}

/**
 * A price where a package is chosen: what it costs, the list price crossed out when discounted,
 * and the VAT rule; amounts as every screen writes them (formatMoney). The figures come from the
 * checkout service; nothing is computed here but the subtraction of its own discount.
 */
export function PriceTag({ price, discount, currency, locale, vatNote, beforeLabel, extra }: PriceTagProps) {
  return (
    <Tag>
      <strong>{formatMoney(price - discount, currency, locale)}</strong>
      {discount > 0 ? (
        <s>
          <VisuallyHidden>{beforeLabel} </VisuallyHidden>
          {formatMoney(price, currency, locale)}
        </s>
      ) : null}
      <small>{vatNote}</small>
      {extra ? <small>{extra}</small> : null}
    </Tag>
  );
}
