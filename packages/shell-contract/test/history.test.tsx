/** The router's own history over the browser's: entries know their index, so Back says how far it moved. */
import { createBrowserHistory } from '../src/history.ts';

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('the browser history', () => {
  it('pushes and replaces entries with their state, and tells Back and Forward with how far they moved', async () => {
    const history = createBrowserHistory();
    expect(window.history.scrollRestoration).toBe('manual');
    const heard: { pathname: string; delta: number | null; action: string }[] = [];
    history.listen(({ location, delta, action }) =>
      heard.push({ pathname: location.pathname, delta, action }),
    );

    history.push('/first?x=1', { from: 'test' });
    expect(history.location).toMatchObject({ pathname: '/first', search: '?x=1', state: { from: 'test' } });
    const firstKey = history.location.key;
    history.push('/second');
    history.replace('/third');
    expect(window.location.pathname).toBe('/third');
    expect(history.action).toBe('REPLACE');
    expect(heard).toEqual([]);

    const back = popped();
    history.go(-1);
    await back;
    expect(history.location).toMatchObject({ pathname: '/first', key: firstKey, state: { from: 'test' } });
    expect(heard).toEqual([{ pathname: '/first', delta: -1, action: 'POP' }]);
    expect(history.createHref({ pathname: '/a', search: '?b=1' })).toBe('/a?b=1');
  });
});
