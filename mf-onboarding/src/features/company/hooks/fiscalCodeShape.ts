/**
 * What an invalid fiscal code looked like, for error tracking: letters as A, digits as 9. A sole
 * trader's code can be a personal number, so the code itself never leaves the browser.
 */
export function fiscalCodeShape(value: string): string {
  return value.trim().toUpperCase().replace(/[A-Z]/g, 'A').replace(/\d/g, '9');
}
