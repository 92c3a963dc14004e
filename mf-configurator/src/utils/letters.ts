/** The letter of the n-th card (spec: situation cards are lettered A, B, …): A…Z, then AA, AB, … */
export function letterFor(index: number): string {
  let n = index;
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}
