import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../../shared/notifications';
import { renderWithProviders } from '../../test/render';
import { engagementKeys } from '../engagements/api';
import { messageKeys } from '../messages/api';
import NotificationBell from './notification-bell';
import { timeAgo } from '../../lib/dates';

const toastSuccess = vi.fn();
vi.mock('../../lib/toast', () => ({
  toastSuccess: (...args: unknown[]) => toastSuccess(...args),
  toastError: vi.fn(),
}));

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const note = (id: string, title: string, readAt: string | null = null): NotificationItem => ({
  id,
  type: 'application.status',
  title,
  body: `${title} body`,
  link: '/facilitator/applications',
  readAt,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});

let items: NotificationItem[];
const calls: string[] = [];

beforeEach(() => {
  FakeEventSource.instances = [];
  calls.length = 0;
  toastSuccess.mockReset();
  items = [note('n1', 'Application update'), note('n2', 'Older update', new Date().toISOString())];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/notifications/read-all')) {
        items = items.map((i) => ({ ...i, readAt: i.readAt ?? new Date().toISOString() }));
        return Response.json({ updated: 1, unreadCount: 0 });
      }
      const unreadCount = items.filter((i) => !i.readAt).length;
      return Response.json({ items, page: 1, pageSize: 6, total: items.length, totalPages: 1, unreadCount });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function setup() {
  return renderWithProviders(<NotificationBell />, {
    path: '/',
    routes: [{ path: '/notifications', element: <p>all notifications</p> }],
  }).router;
}

describe('NotificationBell', () => {
  it('shows the unread count and the latest notifications', async () => {
    setup();
    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: /^Notifications/ });
    expect(menu).toHaveTextContent('Application update');
    expect(menu).toHaveTextContent('Application update body');
    expect(menu).toHaveTextContent('5 minutes ago');
    expect(screen.getByRole('menuitem', { name: /^Application update\s*\(unread\)/ })).toBeInTheDocument();
  });

  it('marks all as read and links to the full list', async () => {
    const router = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    expect(calls).toContain('POST /api/notifications/read-all');
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    await userEvent.click(screen.getByRole('menuitem', { name: 'View all' }));
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('listens to the live stream: refetches and shows a toast for each notification', async () => {
    setup();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/api/notifications/stream']);
    items = [note('n3', 'New application'), ...items];
    act(() => FakeEventSource.instances[0].emit('notification', items[0]));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(toastSuccess).toHaveBeenCalledWith('New application', 'New application body');
  });

  it('refreshes the conversations on a conversation event and on an invitation notification', async () => {
    const { queryClient } = renderWithProviders(<NotificationBell />, { path: '/' });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const unread = () => queryClient.getQueryState(messageKeys.unread());
    queryClient.setQueryData(messageKeys.unread(), { unreadTotal: 0 });
    act(() => FakeEventSource.instances[0].emit('conversation', { conversationId: 'c1', kind: 'message' }));
    expect(unread()?.isInvalidated).toBe(true);
    queryClient.setQueryData(messageKeys.unread(), { unreadTotal: 1 });
    act(() =>
      FakeEventSource.instances[0].emit('notification', { ...note('n4', 'Invited'), type: 'invitation' }),
    );
    expect(unread()?.isInvalidated).toBe(true);
  });

  it('refreshes an open engagement and the engagement lists on an engagement notification only', async () => {
    const { queryClient } = renderWithProviders(<NotificationBell />, { path: '/' });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const detail = () => queryClient.getQueryState(engagementKeys.detail('e1'));
    const list = () => queryClient.getQueryState(engagementKeys.list(undefined, 1));
    const settle = () => {
      queryClient.setQueryData(engagementKeys.detail('e1'), { engagement: { id: 'e1' } });
      queryClient.setQueryData(engagementKeys.list(undefined, 1), { items: [] });
    };
    settle();
    act(() => FakeEventSource.instances[0].emit('notification', note('n5', 'Application update')));
    expect(detail()?.isInvalidated).toBe(false);
    const accepted = {
      ...note('n6', 'Offer accepted'),
      type: 'engagement.accepted',
      link: '/engagements/e1',
    };
    act(() => FakeEventSource.instances[0].emit('notification', accepted));
    expect(detail()?.isInvalidated).toBe(true);
    expect(list()?.isInvalidated).toBe(true);
  });

  it('reconnects with back-off when the server refused the stream', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup();
      await screen.findByRole('button', { name: 'Notifications, 1 unread' });
      const first = FakeEventSource.instances[0];
      first.readyState = FakeEventSource.CLOSED;
      act(() => void first.dispatchEvent(new Event('error')));
      expect(FakeEventSource.instances).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(2_100));
      expect(FakeEventSource.instances).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('timeAgo', () => {
  it('speaks like a person', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(timeAgo('2026-05-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-05-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-05-09T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-04-01T12:00:00Z', now)).toBe('last month');
  });
});
