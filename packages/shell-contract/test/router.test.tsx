/**
 * The contract's router: React Router's declarative mode plus what the platform used of its data router
 * (lazy pages loaded before they show, routes discovered while navigating, handles, error elements, a
 * pending state, blockers). The shell and every remote navigate through it.
 */
import { jest } from '@jest/globals';
import type { ComponentType } from 'react';
import type { RouteObject } from '../src/router.tsx';

const { act, render, screen } = await import('@testing-library/react');
const { createMemoryHistory } = await import('../src/history.ts');
const { createAppRouter, Link, Outlet, RouterView, useBlocker, useMatches, useNavigation, useRouteError } =
  await import('../src/router.tsx');

/** A page module whose arrival the test decides. */
function deferredPage(text: string) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const page: ComponentType = () => <h1>{text}</h1>;
  const loaded = new Promise<{ Component: ComponentType }>((resolve, reject) => {
    arrive = () => resolve({ Component: page });
    fail = reject;
  });
  return { lazy: jest.fn(() => loaded), arrive, fail };
}

/** A page heading (tests' texts are not the interface's). */
function Heading({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

function Pending() {
  return <p>{useNavigation().state}</p>;
}

function Shown() {
  return (
    <p data-testid="handles">
      {useMatches()
        .map((m) => String((m.handle as { n?: string })?.n))
        .join('>')}
    </p>
  );
}

function ErrorText() {
  return <p role="alert">{`failed: ${(useRouteError() as Error).message}`}</p>;
}

function setup(routes: RouteObject[], entries: string[] = ['/'], options = {}) {
  const history = createMemoryHistory({ initialEntries: entries });
  const router = createAppRouter(routes, { history, ...options });
  render(<RouterView router={router} fallback={<p>{'starting'}</p>} />);
  return { router, history };
}

const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('the contract router', () => {
  it('shows a lazy page only once its code arrived, keeping the previous page meanwhile', async () => {
    const slow = deferredPage('Second');
    const { router } = setup([
      {
        element: (
          <>
            <Pending />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Heading text="First" /> },
          { path: '/second', lazy: slow.lazy },
        ],
      },
    ]);
    await flush();
    expect(screen.getByRole('heading').textContent).toBe('First');

    let done!: Promise<void>;
    act(() => void (done = router.navigate('/second')));
    await flush();
    expect(screen.getByRole('heading').textContent).toBe('First');
    expect(screen.getByText('loading')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');

    await act(async () => {
      slow.arrive();
      await done;
    });
    expect(screen.getByRole('heading').textContent).toBe('Second');
    expect(screen.getByText('idle')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/second');
  });

  it('shows nothing but the fallback until the first page is loaded', async () => {
    const first = deferredPage('Opened directly');
    setup([{ path: '/deep', lazy: first.lazy }], ['/deep']);
    expect(screen.getByText('starting')).toBeTruthy();
    await act(async () => {
      first.arrive();
      await Promise.resolve();
    });
    await flush();
    expect(screen.getByRole('heading').textContent).toBe('Opened directly');
  });

  it('lets a newer navigation win over one still loading', async () => {
    const slow = deferredPage('Slow');
    const { router } = setup([
      { path: '/', element: <Heading text="Home" /> },
      { path: '/slow', lazy: slow.lazy },
      { path: '/fast', element: <Heading text="Fast" /> },
    ]);
    await flush();
    act(() => void router.navigate('/slow'));
    await act(() => router.navigate('/fast'));
    await act(async () => {
      slow.arrive();
      await Promise.resolve();
    });
    await flush();
    expect(screen.getByRole('heading').textContent).toBe('Fast');
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('adds the routes a path needs before matching it (a remote grafted by the shell)', async () => {
    const asked: string[] = [];
    const { router, history } = setup(
      [
        {
          id: 'root',
          path: '/',
          element: <Outlet />,
          children: [{ path: '*', element: <Heading text="Not found" /> }],
        },
      ],
      ['/platform/'],
      {
        basename: '/platform',
        discover(pathname: string, patch: (id: string, children: RouteObject[]) => void) {
          asked.push(pathname);
          if (pathname.startsWith('/remote'))
            patch('root', [{ path: 'remote/page', element: <Heading text="Remote page" /> }]);
          return Promise.resolve();
        },
      },
    );
    await flush();
    await act(() => router.navigate('/remote/page'));
    expect(screen.getByRole('heading').textContent).toBe('Remote page');
    expect(asked).toEqual(['/', '/remote/page']);
    expect(history.location.pathname).toBe('/platform/remote/page');
    expect(router.state.location.pathname).toBe('/remote/page');
  });

  it('gives the matched routes’ handles, outermost first, and links with the base path', async () => {
    setup(
      [
        {
          path: '/',
          handle: { n: 'layout' },
          element: (
            <>
              <Shown />
              <Outlet />
            </>
          ),
          children: [{ path: 'a', handle: { n: 'page' }, element: <Link to="/b">{'to b'}</Link> }],
        },
      ],
      ['/platform/a'],
      { basename: '/platform' },
    );
    await flush();
    expect(screen.getByTestId('handles').textContent).toBe('layout>page');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/platform/b');
  });

  it('shows the nearest error element for a page that throws, and recovers on leaving', async () => {
    function Broken(): never {
      throw new Error('page broke');
    }
    const { router } = setup([
      {
        path: '/',
        errorElement: <ErrorText />,
        element: <Outlet />,
        children: [
          { path: 'broken', element: <Broken /> },
          { path: 'fine', element: <Heading text="Fine" /> },
        ],
      },
    ]);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => router.navigate('/broken'));
    expect(screen.getByRole('alert').textContent).toBe('failed: page broke');
    await act(() => router.navigate('/fine'));
    quiet.mockRestore();
    expect(screen.getByRole('heading').textContent).toBe('Fine');
  });

  it('shows the error element when a page’s code cannot load, and tries again on the next visit', async () => {
    const first = deferredPage('Never');
    const { router } = setup([
      {
        path: '/',
        errorElement: <ErrorText />,
        element: <Outlet />,
        children: [
          { index: true, element: <Heading text="Home" /> },
          { path: 'page', lazy: first.lazy },
        ],
      },
    ]);
    await flush();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigation = act(() => router.navigate('/page'));
    first.fail(new Error('chunk failed'));
    await navigation;
    expect(screen.getByRole('alert').textContent).toBe('failed: chunk failed');
    await act(() => router.navigate('/'));
    quiet.mockRestore();
    act(() => void router.navigate('/page'));
    await flush();
    expect(first.lazy).toHaveBeenCalledTimes(2);
  });

  it('blocks links, navigate() and Back while a blocker says so, until reset', async () => {
    const seen: string[] = [];
    function Guarded() {
      const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname === '/start');
      seen.push(blocker.state);
      return (
        <>
          <Heading text="Quiz" />
          <Link to="/start">{'start'}</Link>
          <button onClick={blocker.reset}>{'reset'}</button>
        </>
      );
    }
    const { router } = setup(
      [
        { path: '/start', element: <Heading text="Start" /> },
        { path: '/quiz', element: <Guarded /> },
        { path: '/other', element: <Heading text="Other" /> },
      ],
      ['/start', '/quiz'],
    );
    await flush();
    act(() => screen.getByRole('link').click());
    await flush();
    expect(screen.getByRole('heading').textContent).toBe('Quiz');
    expect(seen.at(-1)).toBe('blocked');
    act(() => screen.getByRole('button').click());
    expect(seen.at(-1)).toBe('unblocked');

    // Back: the history moved already; it is walked back to the quiz.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading').textContent).toBe('Quiz');
    expect(router.state.location.pathname).toBe('/quiz');
    expect(seen.at(-1)).toBe('blocked');

    // Anywhere else is not blocked.
    await act(() => router.navigate('/other'));
    expect(screen.getByRole('heading').textContent).toBe('Other');
  });
  it('ends on the page Back goes to when Back is pressed while a lazy page is loading', async () => {
    const slow = deferredPage('Slow');
    const { router, history } = setup(
      [
        { path: '/start', element: <Heading text="Start" /> },
        { path: '/list', element: <Heading text="List" /> },
        { path: '/slow', lazy: slow.lazy },
      ],
      ['/start', '/list'],
    );
    await flush();
    act(() => void router.navigate('/slow'));
    await flush();
    await act(() => router.navigate(-1));
    await act(async () => {
      slow.arrive();
      await Promise.resolve();
    });
    await flush();
    expect(screen.getByRole('heading').textContent).toBe('Start');
    expect(router.state.location.pathname).toBe('/start');
    expect(history.location.pathname).toBe('/start');
    expect(router.state.navigating).toBe(false);
  });

  it('shows the not-found page when discovering a path’s routes fails, and recovers on the next navigation', async () => {
    let failing = true;
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = setup(
      [
        {
          id: 'root',
          path: '/',
          element: <Outlet />,
          children: [
            { index: true, element: <Heading text="Home" /> },
            { path: '*', element: <Heading text="Not found" /> },
          ],
        },
      ],
      ['/'],
      {
        discover(pathname: string, patch: (id: string, children: RouteObject[]) => void) {
          if (!pathname.startsWith('/remote')) return Promise.resolve();
          if (failing) return Promise.reject(new Error('remote entry failed'));
          patch('root', [{ path: 'remote', element: <Heading text="Remote" /> }]);
          return Promise.resolve();
        },
      },
    );
    await flush();
    await act(() => router.navigate('/remote'));
    expect(screen.getByRole('heading').textContent).toBe('Not found');
    expect(quiet).toHaveBeenCalledWith('[router] route discovery failed', expect.any(Error));
    quiet.mockRestore();

    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading').textContent).toBe('Home');
    failing = false;
    await act(() => router.navigate('/remote'));
    expect(screen.getByRole('heading').textContent).toBe('Remote');
  });

  it('leaves the declared route objects as they were (lazy pages and grafted routes kept beside them)', async () => {
    const page = deferredPage('Lazy');
    const lazyRoute: RouteObject = { path: 'lazy', lazy: page.lazy };
    const root: RouteObject = { id: 'root', path: '/', element: <Outlet />, children: [lazyRoute] };
    const { router } = setup([root], ['/'], {
      discover(pathname: string, patch: (id: string, children: RouteObject[]) => void) {
        if (pathname === '/added') patch('root', [{ path: 'added', element: <Heading text="Added" /> }]);
        return Promise.resolve();
      },
    });
    await flush();
    page.arrive();
    await act(() => router.navigate('/lazy'));
    expect(screen.getByRole('heading').textContent).toBe('Lazy');
    await act(() => router.navigate('/added'));
    expect(screen.getByRole('heading').textContent).toBe('Added');
    expect(lazyRoute).toEqual({ path: 'lazy', lazy: page.lazy });
    expect(root.children).toEqual([lazyRoute]);
  });

  it('scrolls a new page to the top, and Back to where the page left was scrolled', async () => {
    const { router } = setup([
      { path: '/', element: <Heading text="List" /> },
      { path: '/item', element: <Heading text="Item" /> },
      { path: '/filtered', element: <Heading text="Filtered" /> },
    ]);
    await flush();
    window.scrollTo(0, 640);
    await act(() => router.navigate('/item'));
    expect(window.scrollY).toBe(0);
    window.scrollTo(0, 120);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading').textContent).toBe('List');
    expect(window.scrollY).toBe(640);
    // Only the query changing (a page's filters) keeps the scroll where it is.
    await act(() => router.navigate('/?status=ready'));
    expect(window.scrollY).toBe(640);
  });

  it('moves the focus to the new page’s heading after a navigation, not on the first page', async () => {
    setup([
      {
        path: '/',
        element: (
          <>
            <Heading text="Home" />
            <Link to="/next">{'next'}</Link>
          </>
        ),
      },
      { path: '/next', element: <Heading text="Next" /> },
    ]);
    await flush();
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('link');
    link.focus();
    act(() => link.click());
    await flush();
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe('Next');
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});
