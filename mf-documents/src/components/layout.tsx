import styled from 'styled-components';

/** Phones and narrow windows (a 390 px phone among them): rows and tables become cards. */
export const NARROW = '600px';

/**
 * Every button, link and disclosure of the page it wraps at least 24 × 24 px (WCAG 2.2 AA 2.5.8
 * target size): a link standing alone is laid out as a box of that height; a link inside a
 * sentence keeps its line (the criterion's inline exception). The rules weigh as little as a
 * selector can (:where), so a control that sets a larger size keeps it.
 */
export const TapTargets = styled.div`
  :where(button, summary, select, input[type='checkbox'], input[type='radio']) {
    min-height: 24px;
    min-width: 24px;
  }
  :where(a:not(p a)) {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    min-width: 24px;
  }
`;
