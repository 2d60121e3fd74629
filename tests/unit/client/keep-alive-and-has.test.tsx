// @vitest-environment jsdom
/** The keep-alive outlet keeps each tab's page (and its state) mounted; the Has component hides what is not granted. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { KeepAliveOutlet } from '../../../src/client/layout/keep-alive-outlet';
import { Has } from '../../../src/client/permission/has';
import { clearPermissions, setPermissions } from '../../../src/client/stores/permissions';
import { clearTabs, closeTabAt, refreshTab, showTab } from '../../../src/client/stores/tabs';

afterEach(() => {
  cleanup();
  clearTabs();
  clearPermissions();
});

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  const location = useLocation();
  return (
    <button onClick={() => setN(n + 1)}>
      {name}:{n}:{location.pathname}
    </button>
  );
}

let go: (path: string) => void = () => {};
function Nav() {
  go = useNavigate();
  return null;
}

function Shell({ keep = true }: { keep?: boolean }) {
  const location = useLocation();
  useEffect(() => showTab({ fullPath: location.pathname, path: location.pathname, title: location.pathname }, keep), [location.pathname, keep]);
  return <KeepAliveOutlet keep={keep} keepAlive={(p) => p !== '/nokeep'} />;
}

function app(keep = true) {
  return render(
    <MemoryRouter initialEntries={['/a']}>
      <Nav />
      <Routes>
        <Route element={<Shell keep={keep} />}>
          <Route path="/a" element={<Counter name="a" />} />
          <Route path="/b" element={<Counter name="b" />} />
          <Route path="/nokeep" element={<Counter name="n" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const visible = () => screen.getAllByRole('button').filter((b) => !b.closest('[hidden]'));

describe('keep-alive outlet', () => {
  it('a page keeps its state while another tab shows, and sees its own location', async () => {
    app();
    fireEvent.click(screen.getByText(/^a:/));
    fireEvent.click(screen.getByText(/^a:/));
    await act(async () => go('/b'));
    expect(visible().map((b) => b.textContent)).toEqual(['b:0:/b']);
    expect(screen.getByText('a:2:/a', { ignore: false }).closest('[hidden]')).not.toBeNull();
    await act(async () => go('/a'));
    expect(visible().map((b) => b.textContent)).toEqual(['a:2:/a']);
  });

  // Store changes reach React after a microtask, hence the async act.
  it('refresh remounts the page; closing its tab drops it', async () => {
    app();
    fireEvent.click(screen.getByText(/^a:/));
    await act(async () => go('/b'));
    await act(async () => refreshTab('/a'));
    expect(screen.getByText(/^a:/).textContent).toBe('a:0:/a');
    await act(async () => void closeTabAt('/a'));
    expect(screen.queryByText(/^a:/)).toBeNull();
  });

  it('pages that do not want keep-alive, and every page with multi-page off, are dropped when left', async () => {
    app();
    await act(async () => go('/nokeep'));
    await act(async () => go('/b'));
    expect(screen.queryByText(/^n:/)).toBeNull();
    cleanup();
    app(false);
    await act(async () => go('/b'));
    expect(screen.queryByText(/^a:/)).toBeNull();
  });
});

describe('Has', () => {
  it('renders its children only for a granted action', () => {
    setPermissions({
      menu: [{ path: '/x', meta: { title: 'X' } }],
      auth: [{ action: 'grid:add', type: '2', status: '1' }],
      allAuth: [
        { action: 'grid:add', type: '2', status: '1' },
        { action: 'grid:delete', type: '2', status: '1' },
      ],
    });
    render(
      <>
        <Has action="grid:add">
          <button>新增</button>
        </Has>
        <Has action="grid:delete">
          <button>删除</button>
        </Has>
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['新增']);
  });
});
