import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail, Message, MessagesPage } from '../../../shared/messages';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { ConversationView } from './conversation-view';
import { CONVERSATION_ID, conversation, detail, message, messagesPage } from './fake-messages';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

/** The reader's clock: every date below is relative to it, in the reader's time zone. */
const NOW = new Date(2031, 4, 14, 12, 0);
const at = (day: number, hours: number, minutes = 0) => new Date(2031, 4, day, hours, minutes).toISOString();
const BASE = `/api/conversations/${CONVERSATION_ID}`;

let conversationDetail: ConversationDetail;
/** The thread's pages by `before` cursor ('' is the newest). */
let pages: Record<string, MessagesPage>;
let sendAnswer: (body: string) => Response;
let calls: ApiCall[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  toastSuccess.mockReset();
  toastError.mockReset();
  conversationDetail = detail();
  pages = { '': messagesPage([message({ body: 'Hello Amara', createdAt: at(14, 9) })]) };
  sendAnswer = (body) => Response.json(message({ body, fromMe: true }), { status: 201 });
  calls = stubFetch(({ method, url, body }) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('facilitator'));
    if (pathname === BASE) return Response.json(conversationDetail);
    if (pathname === `${BASE}/messages` && method === 'GET') {
      return Response.json(pages[searchParams.get('before') ?? '']);
    }
    if (pathname === `${BASE}/messages`) return sendAnswer((body as { body: string }).body);
    if (pathname === `${BASE}/read`) return Response.json({ unreadTotal: 0 });
    if (pathname === '/api/attachments') return Response.json({ attachment: PROPOSAL }, { status: 201 });
    if (pathname === `${BASE}/block`) return Response.json({ blocked: method === 'POST' });
    const answer = /^\/api\/invitations\/([^/]+)\/(accept|decline)$/.exec(pathname);
    if (answer) return Response.json({ conversationId: CONVERSATION_ID, invitation: { id: answer[1] } });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A mouse and keyboard (`pointer: fine`) or a touch screen. */
const stubPointer = (fine: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: fine && query === '(pointer: fine)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

const renderThread = () =>
  renderWithProviders(<ConversationView id={CONVERSATION_ID} />, {
    url: `/messages/${CONVERSATION_ID}`,
    path: '/messages/:id',
    auth: true,
    routes: [{ path: '/jobs/:id', element: <p>job page</p> }],
  });

const showThread = (items: Message[], overrides: Partial<MessagesPage> = {}) => {
  pages = { '': messagesPage(items, overrides) };
};

const PROPOSAL = {
  id: '5d3c2b1a-0f9e-4d8c-b7a6-958473625140',
  name: 'proposal.pdf',
  size: 48_000,
  url: '/api/attachments/5d3c2b1a-0f9e-4d8c-b7a6-958473625140',
};

/** The message list item that holds `text`. */
const itemOf = (text: string) => screen.getByText(text).closest('li')!;

const posts = (path: string) => calls.filter((call) => call.method !== 'GET' && call.url === path);

describe('the conversation view', () => {
  it('shows the other party with a link to their profile, and the job', async () => {
    renderThread();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Acme Events' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/companies/company-7');
    expect(screen.getByRole('link', { name: 'Strategy offsite facilitator' })).toHaveAttribute(
      'href',
      '/jobs/job-1',
    );
  });

  it('names a deleted account without a link, and offers no block', async () => {
    conversationDetail = detail({
      conversation: conversation({
        other: { side: 'company', id: null, name: 'Deleted user', avatarUrl: null, profileUrl: null },
      }),
      cannotSend: 'This account no longer exists.',
    });
    renderThread();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Deleted user' });
    expect(within(heading).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.getByText('This account no longer exists.')).toBeInTheDocument();
  });

  it("names the member of the company who wrote each of the company's messages", async () => {
    const company = { name: 'Acme Events', profileUrl: '/companies/company-7' };
    showThread([
      message({ body: 'From Jonas', author: { ...company, memberName: 'Jonas Brandt' } }),
      message({ body: 'From the company', author: { ...company, memberName: null } }),
      message({ body: 'Mine', fromMe: true }),
    ]);
    renderThread();
    await screen.findByText('From Jonas');
    expect(within(itemOf('From Jonas')).getByText(/Written by Jonas Brandt/)).toBeInTheDocument();
    expect(within(itemOf('From the company')).queryByText(/Written by/)).not.toBeInTheDocument();
    expect(within(itemOf('Mine')).queryByText(/Written by/)).not.toBeInTheDocument();
  });

  it('separates the days: a date, Yesterday, Today', async () => {
    showThread([
      message({ body: 'First contact', createdAt: at(5, 10) }),
      message({ body: 'Evening reply', createdAt: at(13, 18), fromMe: true }),
      message({ body: 'Morning note', createdAt: at(14, 9) }),
    ]);
    renderThread();
    await screen.findByText('Morning note');
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual(['5 May 2031', 'Yesterday', 'Today']);
  });

  it('says "Seen" under my last message the other side has read', async () => {
    showThread(
      [
        message({ body: 'Mine, read', createdAt: at(14, 9), fromMe: true }),
        message({ body: 'Theirs', createdAt: at(14, 9, 10) }),
        message({ body: 'Mine, not read yet', createdAt: at(14, 9, 30), fromMe: true }),
      ],
      { otherReadAt: at(14, 9, 20) },
    );
    renderThread();
    await screen.findByText('Mine, read');
    expect(screen.getAllByText('Seen')).toHaveLength(1);
    expect(within(itemOf('Mine, read')).getByText('Seen')).toBeInTheDocument();
  });

  it('renders links as links and markup as text, and a removed message as removed', async () => {
    showThread([
      message({ body: 'Agenda: www.example.com/agenda.\n<script>alert(1)</script>' }),
      message({ body: '', removed: true }),
    ]);
    renderThread();
    const link = await screen.findByRole('link', { name: 'www.example.com/agenda' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/agenda');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(document.querySelector('li script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText('This message was removed.')).toHaveClass('italic');
  });

  it('offers Report on the other side’s messages only', async () => {
    showThread([message({ body: 'Theirs' }), message({ body: 'Mine', fromMe: true })]);
    renderThread();
    await screen.findByText('Theirs');
    expect(
      await within(itemOf('Theirs')).findByRole('button', { name: 'Report this message' }),
    ).toBeInTheDocument();
    expect(within(itemOf('Mine')).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('shows job and application cards', async () => {
    showThread([
      message({
        body: 'About my application',
        fromMe: true,
        application: { id: 'app-1', jobTitle: 'Team retreat host', url: '/facilitator/applications' },
      }),
      message({ body: 'A job for you', job: { id: 'job-2', title: 'Board workshop', url: '/jobs/job-2' } }),
    ]);
    renderThread();
    expect(await screen.findByRole('link', { name: /Application\s*Team retreat host/ })).toHaveAttribute(
      'href',
      '/facilitator/applications',
    );
    expect(screen.getByRole('link', { name: /Job\s*Board workshop/ })).toHaveAttribute('href', '/jobs/job-2');
  });

  it('loads older messages above the ones shown', async () => {
    showThread([message({ body: 'Newest', createdAt: at(14, 9) })], { olderCursor: 'cursor-1' });
    pages['cursor-1'] = messagesPage([message({ body: 'Older', createdAt: at(14, 8) })]);
    renderThread();
    await userEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    const older = await screen.findByText('Older');
    expect(older.compareDocumentPosition(screen.getByText('Newest'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(calls.some((call) => call.url === `${BASE}/messages?before=cursor-1`)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('marks unread messages read once', async () => {
    conversationDetail = detail({ conversation: conversation({ unreadCount: 2 }) });
    renderThread();
    await waitFor(() => expect(posts(`${BASE}/read`)).toHaveLength(1));
    await screen.findByText('Hello Amara');
    expect(posts(`${BASE}/read`)).toHaveLength(1);
  });

  it('does not mark a thread without unread messages', async () => {
    renderThread();
    await screen.findByText('Hello Amara');
    expect(posts(`${BASE}/read`)).toHaveLength(0);
  });
});

describe('the invitation card', () => {
  const invitationMessage = (overrides: Partial<NonNullable<Message['invitation']>> = {}, fromMe = false) =>
    message({
      body: 'We would love you to facilitate this.',
      fromMe,
      job: { id: 'job-1', title: 'Strategy offsite facilitator', url: '/jobs/job-1' },
      invitation: {
        id: 'invitation-1',
        job: { id: 'job-1', title: 'Strategy offsite facilitator', url: '/jobs/job-1' },
        status: 'seen',
        declineReason: null,
        createdAt: at(14, 9),
        respondedAt: null,
        ...overrides,
      },
    });

  it('Accept answers the invitation and opens the job’s Apply dialog', async () => {
    showThread([invitationMessage()]);
    const { router } = renderThread();
    expect(await screen.findByText('Invitation to apply')).toBeInTheDocument();
    expect(screen.getByText('Seen', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByText('job page');
    expect(posts('/api/invitations/invitation-1/accept')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/jobs/job-1');
    expect(router.state.location.search).toBe('?apply=1&invitation=invitation-1');
  });

  it('Decline asks for an optional reason and sends it', async () => {
    showThread([invitationMessage({ status: 'sent' })]);
    renderThread();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the invitation?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Booked that week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Invitation declined'));
    expect(posts('/api/invitations/invitation-1/decline')[0]?.body).toEqual({ reason: 'Booked that week' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no answer to the company that sent it, nor once answered', async () => {
    showThread([
      invitationMessage({}, true),
      invitationMessage({ id: 'invitation-2', status: 'declined', declineReason: 'Booked' }),
    ]);
    renderThread();
    expect(await screen.findAllByText('Invitation to apply')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('Booked')).toBeInTheDocument();
  });
});

describe('the composer', () => {
  it('sends a chosen PDF with the message, and the thread links to it', async () => {
    stubPointer(true);
    sendAnswer = (body) =>
      Response.json(message({ body, fromMe: true, attachments: [PROPOSAL] }), { status: 201 });
    renderThread();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const pdf = new File(['%PDF-1.7'], 'proposal.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/Attach a file/), pdf);
    await userEvent.type(box, 'Our proposal{Enter}');
    await waitFor(() =>
      expect(posts(`${BASE}/messages`).map((call) => call.body)).toEqual([
        { body: 'Our proposal', attachmentId: PROPOSAL.id },
      ]),
    );
    expect(posts('/api/attachments')).toHaveLength(1);
  });

  it('shows the files of a message as download links', async () => {
    showThread([message({ body: 'See attached', attachments: [PROPOSAL] })]);
    renderThread();
    const link = await screen.findByRole('link', { name: /proposal\.pdf/ });
    expect(link).toHaveAttribute('href', PROPOSAL.url);
    expect(link).toHaveAttribute('download', 'proposal.pdf');
  });

  it('refuses a file that is not a PDF before sending anything', async () => {
    stubPointer(true);
    renderThread();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText(/Attach a file/), text, { applyAccept: false });
    expect(await screen.findByText('Please attach a PDF file.')).toBeVisible();
    await userEvent.type(box, 'Notes{Enter}');
    expect(posts('/api/attachments')).toHaveLength(0);
    expect(posts(`${BASE}/messages`)).toHaveLength(0);
  });

  it('sends with Enter and breaks the line with Shift+Enter on a desktop', async () => {
    stubPointer(true);
    renderThread();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    expect(posts(`${BASE}/messages`)).toHaveLength(0);
    expect(send).toBeEnabled();
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(posts(`${BASE}/messages`).map((call) => call.body)).toEqual([{ body: 'Hello\nthere' }]);
  });

  it('keeps Enter a new line on a touch screen; the button sends', async () => {
    stubPointer(false);
    renderThread();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hi{Enter}there');
    expect(box).toHaveValue('Hi\nthere');
    expect(posts(`${BASE}/messages`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts(`${BASE}/messages`)).toHaveLength(1));
  });

  it('does not send only spaces', async () => {
    stubPointer(true);
    renderThread();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(posts(`${BASE}/messages`)).toHaveLength(0);
  });

  it('keeps the text and shows the server’s reason when sending fails', async () => {
    stubPointer(true);
    sendAnswer = () =>
      errorResponse(429, 'RATE_LIMITED', 'You are sending messages too fast. Please wait a minute.');
    renderThread();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Are you there?{Enter}');
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Message not sent',
        'You are sending messages too fast. Please wait a minute.',
      ),
    );
    expect(box).toHaveValue('Are you there?');
  });

  it('counts the characters near the limit', async () => {
    renderThread();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByText(/\/5,000$/)).not.toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(4_600));
    expect(screen.getByText('4,600/5,000')).toBeInTheDocument();
  });

  it('gives way to the reason the reader cannot send, with Unblock for their own block', async () => {
    conversationDetail = detail({
      blockedByMe: true,
      cannotSend: 'You blocked Acme Events. Unblock them to send messages.',
    });
    renderThread();
    expect(
      await screen.findByText('You blocked Acme Events. Unblock them to send messages.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Acme Events' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === `${BASE}/block`)).toBe(true),
    );
    expect(toastSuccess).toHaveBeenCalledWith('You unblocked Acme Events');
  });
});

describe('the More menu', () => {
  it('blocks after a confirmation', async () => {
    renderThread();
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block Acme Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Acme Events?' });
    expect(posts(`${BASE}/block`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(posts(`${BASE}/block`).map((call) => call.method)).toEqual(['POST']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('unblocks at once when the reader blocked them', async () => {
    conversationDetail = detail({ blockedByMe: true, cannotSend: 'You blocked Acme Events.' });
    renderThread();
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unblock Acme Events' }));
    await waitFor(() => expect(posts(`${BASE}/block`).map((call) => call.method)).toEqual(['DELETE']));
  });
});
