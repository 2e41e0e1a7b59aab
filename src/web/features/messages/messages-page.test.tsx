import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxPage } from '../../../shared/messages';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { CONVERSATION_ID, conversation, detail, inboxPage, message, messagesPage } from './fake-messages';
import MessagesLink from './messages-link';
import { Component as MessagesPage } from './messages-page';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const OTHER_ID = '5f0d7a31-2c4b-4e8f-9d6a-1b2c3d4e5f60';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let signedIn: boolean;
let inbox: (page: number) => Response;
let calls: ApiCall[];

beforeEach(() => {
  signedIn = true;
  inbox = () => Response.json(inboxPage([]));
  calls = stubFetch(({ method, url }) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(signedIn ? meResponse('facilitator') : null);
    if (pathname === '/api/conversations') return inbox(Number(searchParams.get('page') ?? 1));
    if (pathname === '/api/conversations/unread') return Response.json({ unreadTotal: 3 });
    if (pathname === `/api/conversations/${CONVERSATION_ID}`) return Response.json(detail());
    if (pathname === `/api/conversations/${CONVERSATION_ID}/messages`) {
      return Response.json(messagesPage([message({ body: 'Thread text' })]));
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/messages') =>
  renderWithProviders(<MessagesPage />, {
    url,
    path: '/messages/:id?',
    auth: true,
    guard: 'signed-in',
    routes: [{ path: '/auth', element: <p>sign-in page</p> }],
  });

const twoThreads = (overrides: Partial<InboxPage> = {}) =>
  inboxPage(
    [
      conversation({
        lastMessage: { preview: 'Could you do May 20?', fromMe: false, createdAt: minutesAgo(5) },
        unreadCount: 2,
      }),
      conversation({
        id: OTHER_ID,
        other: {
          side: 'company',
          id: 'company-8',
          name: 'Blue Harbor',
          avatarUrl: null,
          profileUrl: '/companies/company-8',
        },
        job: null,
        lastMessage: { preview: 'Thanks, talk soon', fromMe: true, createdAt: minutesAgo(3 * 60) },
      }),
    ],
    overrides,
  );

describe('the messages page', () => {
  it('is for signed-in users only', async () => {
    signedIn = false;
    const { router } = renderPage();
    await screen.findByText('sign-in page');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('says how conversations start when there are none', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText(/Conversations start when a company contacts a facilitator/)).toBeInTheDocument();
    expect(document.title).toContain('Messages');
  });

  it('lists the threads newest first with the other party, job, preview, time and unread count', async () => {
    inbox = () => Response.json(twoThreads());
    renderPage();
    const list = within(await screen.findByRole('navigation', { name: 'Conversations' }));
    const links = list.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', `/messages/${CONVERSATION_ID}`);
    expect(links[0]).toHaveTextContent('Acme Events');
    expect(links[0]).toHaveTextContent('Strategy offsite facilitator');
    expect(links[0]).toHaveTextContent('Could you do May 20?');
    expect(links[0]).toHaveTextContent('5 minutes ago');
    expect(within(links[0]!).getByTestId('unread-count')).toHaveTextContent('2 unread');
    expect(links[1]).toHaveTextContent('You: Thanks, talk soon');
    expect(links[1]).toHaveTextContent('3 hours ago');
    expect(within(links[1]!).queryByTestId('unread-count')).not.toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to read it here.')).toBeInTheDocument();
  });

  it('opens a thread beside the list, marked as the current one', async () => {
    inbox = () => Response.json(twoThreads());
    renderPage(`/messages/${CONVERSATION_ID}`);
    expect(await screen.findByText('Thread text')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Acme Events' })).toBeInTheDocument();
    const list = within(screen.getByRole('navigation', { name: 'Conversations' }));
    const [open, other] = list.getAllByRole('link');
    expect(open).toHaveAttribute('aria-current', 'page');
    expect(other).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
  });

  it('pages through the inbox', async () => {
    inbox = (page) =>
      Response.json(
        page === 1
          ? twoThreads({ total: 21, totalPages: 2 })
          : inboxPage([conversation({ id: OTHER_ID })], { page: 2, total: 21, totalPages: 2 }),
      );
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('link', { name: /Next/ }));
    await screen.findByText('Page 2 of 2');
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Acme Events/ })).toHaveLength(1));
    expect(screen.getByRole('link', { name: /Acme Events/ })).toHaveAttribute(
      'href',
      `/messages/${OTHER_ID}?page=2`,
    );
  });

  it('shows a failed inbox with a way to try again', async () => {
    inbox = () => errorResponse(500, 'INTERNAL', 'Something went wrong.');
    renderPage();
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    inbox = () => Response.json(twoThreads());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
  });
});

describe("the header's Messages link", () => {
  it('links to /messages with the unread count', async () => {
    renderWithProviders(<MessagesLink />, { auth: true });
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(within(link).getByTestId('messages-count')).toHaveTextContent('3');
    expect(calls.filter((call) => call.url === '/api/conversations/unread')).toHaveLength(1);
  });
});
