import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';

/** Description length on the results page by screen width (docs/spec/behaviour.md §2): 165 on xl, 110 on lg, 80 below. */
export function useDescriptionLimit(): number {
  const { breakpoint } = useTheme();
  const compute = () => {
    const matches = (width: string) => window.matchMedia?.(`(min-width: ${width})`).matches ?? false;
    if (matches(breakpoint.xl)) return 165;
    if (matches(breakpoint.lg)) return 110;
    return 80;
  };
  const [limit, setLimit] = useState(compute);
  useEffect(() => {
    const onResize = () => setLimit(compute());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the breakpoints are constants of the theme
  }, []);
  return limit;
}
